import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct VisualEffectTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    @Test func shadowDrawsTheSilhouetteOffsetBeneath() throws {
        let view = Circle().fill(red).frame(width: 20, height: 20)
            .shadow(color: .black, radius: 4, x: 0, y: 10)
            .padding(20)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(30, 30).red > 240, "the content stays on top")
        let below = shot.pixel(30, 48)
        #expect(below.alpha > 60 && below.red < 30, "a dark shadow shows below the circle: \(below)")
        #expect(shot.pixel(30, 12).alpha < 10, "nothing above it")
    }

    @Test func blurSpreadsEdges() throws {
        let sharp = try #require(Rendered(Rectangle().fill(red).frame(width: 20, height: 20).padding(10)))
        let blurred = try #require(Rendered(Rectangle().fill(red).frame(width: 20, height: 20).blur(radius: 3).padding(10)))
        #expect(sharp.pixel(8, 20).alpha == 0)
        #expect(blurred.pixel(8, 20).alpha > 20, "the blur reaches outside the frame")
        #expect(blurred.pixel(10, 20).alpha < 200, "the edge is soft")
        #expect(blurred.pixel(20, 20).alpha > 240, "the middle stays solid")
        let opaque = try #require(Rendered(Rectangle().fill(red).frame(width: 20, height: 20).blur(radius: 3, opaque: true).padding(10)))
        #expect(opaque.pixel(10, 10).alpha == 255 && opaque.pixel(8, 20).alpha == 0, "opaque keeps the edges and does not spread")
    }

    @Test func colorEffectsChangeColors() throws {
        func center(_ view: some View) throws -> (red: Int, green: Int, blue: Int, alpha: Int) {
            try #require(Rendered(view.frame(width: 4, height: 4))).pixel(2, 2)
        }
        let base = Color(red: 0.2, green: 0.4, blue: 0.8)
        let gray = try center(base.grayscale(1))
        #expect(abs(gray.red - gray.green) <= 1 && abs(gray.green - gray.blue) <= 1)
        let bright = try center(base.brightness(0.2))
        #expect(bright.red > 95 && bright.blue == 255)
        let inverted = try center(base.colorInvert())
        #expect(abs(inverted.red - 204) <= 1 && abs(inverted.blue - 51) <= 1)
        let flat = try center(base.contrast(0))
        #expect(abs(flat.red - 128) <= 1 && abs(flat.blue - 128) <= 1)
        let turned = try center(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))
        #expect(turned.green > turned.red && turned.green > turned.blue, "red turned a third of the way is green: \(turned)")
        let multiplied = try center(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
        #expect(multiplied.red == 255 && abs(multiplied.green - 128) <= 1 && multiplied.blue == 0)
        let desaturated = try center(base.saturation(0))
        #expect(abs(desaturated.red - desaturated.blue) <= 1)
        let nan = try center(base.brightness(.nan).contrast(.infinity))
        #expect(nan.alpha == 255, "non-finite amounts leave the colour drawn")
    }

    @Test func blendModeMultipliesWithWhatIsBeneath() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 1, green: 0, blue: 1).blendMode(.multiply)
        }.frame(width: 4, height: 4)
        let pixel = try #require(Rendered(view)).pixel(2, 2)
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0, "\(pixel)")
    }

    @Test func compositingGroupFadesOverlapsAsOne() throws {
        let overlapping = ZStack {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1).padding(2)
        }.frame(width: 10, height: 10)
        let loose = try #require(Rendered(overlapping.opacity(0.5)))
        let grouped = try #require(Rendered(overlapping.compositingGroup().opacity(0.5)))
        #expect(grouped.pixel(5, 5).red < 5, "grouped, the red beneath does not show through")
        #expect(abs(loose.pixel(5, 5).alpha - grouped.pixel(5, 5).alpha) <= 2)
    }

    @Test func clipShapeAndCornerRadiusCut() throws {
        let clipped = try #require(Rendered(red.frame(width: 20, height: 20).clipShape(Circle())))
        #expect(clipped.pixel(1, 1).alpha == 0 && clipped.pixel(10, 10).alpha == 255)
        let rounded = try #require(Rendered(red.frame(width: 20, height: 20).cornerRadius(8)))
        #expect(rounded.pixel(0, 0).alpha == 0 && rounded.pixel(10, 1).alpha == 255)
        let overflowing = ZStack { red.frame(width: 40, height: 40) }.frame(width: 20, height: 20).clipped().padding(10)
        let cut = try #require(Rendered(overflowing))
        #expect(cut.pixel(5, 5).alpha == 0 && cut.pixel(15, 15).alpha == 255)
        let strange = try #require(Rendered(red.frame(width: 10, height: 10).cornerRadius(.nan)))
        #expect(strange.pixel(0, 0).alpha == 255, "a NaN radius gives square corners")
    }

    @Test func maskShowsWhereTheMaskIsOpaque() throws {
        let view = red.frame(width: 20, height: 20).mask {
            LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        }
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(1, 10).alpha > 220)
        #expect(shot.pixel(18, 10).alpha < 40)
        #expect(shot.pixel(1, 10).red > 240)
        let aligned = red.frame(width: 20, height: 20).mask(alignment: .topLeading) { Color.black.frame(width: 5, height: 5) }
        let corner = try #require(Rendered(aligned))
        #expect(corner.pixel(2, 2).alpha == 255 && corner.pixel(10, 10).alpha == 0)
    }

    @Test func hugeEffectViewsDrawOnlyWhatShows() {
        let huge = Color(red: 1, green: 0, blue: 0).frame(width: 200_000, height: 200_000).blur(radius: 20).shadow(radius: 40, y: 10)
        let hosted = Hosted(huge.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100), scale: 2)
        #expect(hosted.redPixels(inRow: 100) == 200, "the visible part is drawn, blurred from what lies just outside")
        let plain = Hosted(Color(red: 1, green: 0, blue: 0).frame(width: 200_000, height: 200_000).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100), scale: 2)
        #expect(plain.redPixels(inRow: 100) == 200, "plain")
    }

    @Test func effectsAnimateTheirAmounts() {
        var blur = BlurEffect(radius: 2, opaque: false)
        blur.animatableData = 6
        #expect(blur.radius == 6)
        var shadow = ShadowEffect(color: .black, radius: 1, offset: .zero)
        shadow.animatableData = AnimatablePair(4, CGSize(width: 2, height: 3).animatableData)
        #expect(shadow.radius == 4 && shadow.offset.height == 3)
    }
}
