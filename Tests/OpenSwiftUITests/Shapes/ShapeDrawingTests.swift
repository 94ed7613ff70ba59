import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct ShapeDrawingTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    @Test func linearGradientRunsFromStartToEnd() throws {
        let view = Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 4)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(1, 2).red > 240 && shot.pixel(1, 2).blue < 15)
        #expect(shot.pixel(98, 2).blue > 240 && shot.pixel(98, 2).red < 15)
        let middle = shot.pixel(50, 2)
        #expect(abs(middle.red - middle.blue) < 20)
    }

    @Test func gradientStopsOutOfOrderAreSortedAndBadOnesDropped() throws {
        let stops: [Gradient.Stop] = [.init(color: blue, location: 1), .init(color: red, location: 0), .init(color: .green, location: .nan)]
        let view = LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 4, height: 100)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(2, 1).red > 240 && shot.pixel(2, 98).blue > 240)
        #expect(Rendered(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom).frame(width: 4, height: 4))?.pixel(2, 2).alpha == 0)
        #expect(Rendered(LinearGradient(colors: [red], startPoint: .top, endPoint: .bottom).frame(width: 4, height: 4))?.pixel(2, 2).red == 255)
    }

    @Test func radialAndEllipticalGradientsSpreadFromTheCentre() throws {
        let radial = try #require(Rendered(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20).frame(width: 40, height: 40)))
        #expect(radial.pixel(20, 20).red > 240 && radial.pixel(1, 1).blue > 240)
        let elliptical = try #require(Rendered(EllipticalGradient(colors: [red, blue]).frame(width: 80, height: 20)))
        #expect(elliptical.pixel(40, 10).red > 240)
        let nearEnd = elliptical.pixel(78, 10), nearTop = elliptical.pixel(40, 1)
        #expect(nearEnd.blue > 200 && nearTop.blue > 200, "the ellipse reaches both edges: \(nearEnd) \(nearTop)")
    }

    @Test func angularGradientGoesAround() throws {
        let view = AngularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180)).frame(width: 40, height: 40)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(38, 21).red > 200, "start colour just below the trailing axis")
        #expect(shot.pixel(2, 21).blue > 200, "end colour at half a turn")
        let conic = try #require(Rendered(Circle().fill(.conicGradient(Gradient(colors: [red, blue]), center: .center)).frame(width: 40, height: 40)))
        #expect(conic.pixel(20, 35).alpha == 255 && conic.pixel(0, 0).alpha == 0)
    }

    @Test func strokeIsCentredAndStrokeBorderStaysInside() throws {
        let stroked = try #require(Rendered(Rectangle().stroke(red, lineWidth: 4).frame(width: 20, height: 20).padding(4)))
        #expect(stroked.pixel(3, 14).alpha == 255, "half the line lies outside the frame")
        #expect(stroked.pixel(7, 14).alpha == 0)
        let border = try #require(Rendered(Rectangle().strokeBorder(red, lineWidth: 4).frame(width: 20, height: 20).padding(4)))
        #expect(border.pixel(3, 14).alpha == 0)
        #expect(border.pixel(5, 14).alpha == 255 && border.pixel(9, 14).alpha == 0)
    }

    @Test func dashedStrokesLeaveGaps() throws {
        let view = Path { path in
            path.move(to: CGPoint(x: 0, y: 5))
            path.addLine(to: CGPoint(x: 100, y: 5))
        }.stroke(red, style: StrokeStyle(lineWidth: 4, dash: [10, 10])).frame(width: 100, height: 10)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(5, 5).alpha == 255 && shot.pixel(15, 5).alpha == 0 && shot.pixel(25, 5).alpha == 255)
    }

    @Test func trimDrawsPartOfTheOutline() throws {
        let full = try #require(Rendered(Circle().stroke(red, lineWidth: 4).frame(width: 40, height: 40).padding(2)))
        let half = try #require(Rendered(Circle().trim(from: 0, to: 0.5).stroke(red, lineWidth: 4).frame(width: 40, height: 40).padding(2)))
        let ratio = Double(half.coveredPixels()) / Double(full.coveredPixels())
        #expect(ratio > 0.4 && ratio < 0.6)
        #expect(Circle().trim(from: 0.8, to: 0.2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Circle().trim(from: .nan, to: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test func shapeTransformsMoveThePath() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Rectangle().offset(x: 5, y: 2).path(in: rect).boundingRect == CGRect(x: 5, y: 2, width: 10, height: 10))
        #expect(Rectangle().scale(2, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        let turned = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        #expect(abs(turned.width - 10) < 0.01 && abs(turned.height - 20) < 0.01)
        #expect(Rectangle().inset(by: 2).path(in: rect).boundingRect == CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(Rectangle().offset(x: .nan).path(in: rect).boundingRect == rect)
    }

    @Test func unevenCornersRoundOnlyWhereAsked() throws {
        let view = UnevenRoundedRectangle(topLeadingRadius: 15, style: .circular).fill(red).frame(width: 30, height: 30)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(1, 1).alpha == 0)
        #expect(shot.pixel(28, 1).alpha == 255 && shot.pixel(1, 28).alpha == 255 && shot.pixel(28, 28).alpha == 255)
        let bad = UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -5, bottomTrailingRadius: .infinity)
        #expect(!bad.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test func continuousCornersDifferFromCircularOnes() throws {
        let continuous = try #require(Rendered(RoundedRectangle(cornerRadius: 20, style: .continuous).fill(red).frame(width: 80, height: 80)))
        let circular = try #require(Rendered(RoundedRectangle(cornerRadius: 20, style: .circular).fill(red).frame(width: 80, height: 80)))
        #expect(continuous.coveredPixels() < circular.coveredPixels(), "Apple's squircle corners reach further along the edges")
    }

    @Test func shapeBackgroundsAndBorders() throws {
        let chip = Color.clear.frame(width: 40, height: 20).background(red, in: .capsule)
        let shot = try #require(Rendered(chip))
        #expect(shot.pixel(0, 0).alpha == 0 && shot.pixel(20, 10).red == 255)
        let bordered = try #require(Rendered(Color.clear.frame(width: 20, height: 20).border(blue, width: 2)))
        #expect(bordered.pixel(0, 10).blue == 255 && bordered.pixel(1, 10).blue == 255 && bordered.pixel(3, 10).alpha == 0)
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        let shot = try #require(Rendered(Rectangle().fill(red.gradient).frame(width: 4, height: 40)))
        #expect(shot.pixel(2, 1).green > shot.pixel(2, 38).green)
    }
}

@MainActor
@Suite struct ShapeStyleLevelTests {
    @Test func stylesAtLevelsAndWithOpacity() throws {
        let faded = try #require(Rendered(Rectangle().fill(Color(red: 1, green: 0, blue: 0).secondary).frame(width: 4, height: 4)))
        #expect(abs(faded.pixel(2, 2).alpha - 153) <= 2)
        let halved = try #require(Rendered(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)).frame(width: 4, height: 4)))
        #expect(abs(halved.pixel(2, 2).alpha - 128) <= 2)
    }

    @Test func twoAndThreeLevelForegroundStyles() throws {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.primary).frame(width: 4, height: 4)
            Rectangle().fill(.secondary).frame(width: 4, height: 4)
            Rectangle().fill(.tertiary).frame(width: 4, height: 4)
        }
        let two = try #require(Rendered(view.foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))))
        #expect(two.pixel(2, 2).red == 255 && two.pixel(2, 6).blue == 255)
        #expect(two.pixel(2, 10).blue == 255 && two.pixel(2, 10).alpha < 200, "the third level fades the second's style")
        let three = try #require(Rendered(view.foregroundStyle(.red, .green, Color(red: 0, green: 0, blue: 1))))
        #expect(three.pixel(2, 10).blue == 255 && three.pixel(2, 10).alpha == 255)
    }
}

@MainActor
@Suite struct ImagePaintTests {
    /// A 2 × 2 checker, red and blue, at 1×.
    private var checker: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
    }

    @Test func imagesTileTheShape() throws {
        let shot = try #require(Rendered(Rectangle().fill(ImagePaint(image: Image(uiImage: checker), scale: 5)).frame(width: 40, height: 20)))
        #expect(shot.pixel(2, 2).red > 200 && shot.pixel(7, 2).blue > 200, "\(shot.pixel(2, 2)) \(shot.pixel(7, 2))")
        #expect(shot.pixel(12, 2).red == 255 && shot.pixel(32, 12).red == 255, "the tile repeats")
        let part = try #require(Rendered(Rectangle().fill(.image(Image(uiImage: checker), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5), scale: 4)).frame(width: 8, height: 8)))
        #expect(part.pixel(1, 1).blue == 255 && part.pixel(6, 6).blue == 255, "only the blue quarter is used")
        let tiny = try #require(Rendered(Rectangle().fill(ImagePaint(image: Image(uiImage: checker), scale: 1e-9)).frame(width: 200, height: 200)))
        #expect(tiny.coveredPixels() > 0, "a tiny tile is drawn larger rather than a million times")
        #expect(Rendered(Rectangle().fill(ImagePaint(image: Image(systemName: "no-such-symbol"))).frame(width: 4, height: 4))?.pixel(2, 2).alpha == 0)
    }
}

@MainActor
@Suite struct ShadowStyleTests {
    @Test func aStylesDropShadowFallsBeneathTheShape() throws {
        let shot = try #require(Rendered(Rectangle().fill(Color(red: 1, green: 0, blue: 0).shadow(.drop(color: .black, radius: 2, y: 8))).frame(width: 20, height: 20).padding(12)))
        #expect(shot.pixel(22, 22).red > 240, "the shape on top")
        let below = shot.pixel(22, 36)
        #expect(below.alpha > 100 && below.red < 40, "the shadow below: \(below)")
        let plain = try #require(Rendered(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20).padding(12)))
        #expect(plain.pixel(22, 36).alpha == 0)
        let odd = try #require(Rendered(Circle().fill(AnyShapeStyle(Color.blue.shadow(.drop(radius: .nan, x: .infinity)))).frame(width: 10, height: 10)))
        #expect(odd.pixel(5, 5).blue > 200, "bad shadow values draw the shape all the same")
    }
}

extension ShapeDrawingTests {
    @Test func innerShadowsDarkenTheInsideAlongTheEdgesOnly() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 6, y: 4))).frame(width: 60, height: 60).padding(10)
        let shot = try #require(Rendered(view))
        let top = shot.pixel(40, 11), centre = shot.pixel(40, 40), bottom = shot.pixel(40, 68)
        #expect(top.red < 180, "the shadow falls from the top edge, moved down: \(top)")
        #expect(centre.red > 245 && centre.alpha == 255, "the middle stays white: \(centre)")
        #expect(bottom.red > top.red + 40, "moved down, it leaves the bottom edge lighter: \(bottom)")
        #expect(shot.pixel(3, 40).alpha == 0, "nothing is drawn outside the shape")
    }

    @Test func canvasShadowOptionsDrawInnerAndLoneShadows() throws {
        let inner = Canvas { context, _ in
            var shaded = context
            shaded.addFilter(.shadow(color: .black, radius: 6, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
            shaded.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.white))
        }.frame(width: 80, height: 80)
        let innerShot = try #require(Rendered(inner))
        #expect(innerShot.pixel(11, 40).red < 230 && innerShot.pixel(40, 40).red > 245 && innerShot.pixel(3, 40).alpha == 0)
        let alone = Canvas { context, _ in
            var shaded = context
            shaded.addFilter(.shadow(color: Color(red: 0, green: 0, blue: 1), radius: 2, x: 30, options: .shadowOnly))
            shaded.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 60, height: 20)
        let aloneShot = try #require(Rendered(alone))
        #expect(aloneShot.pixel(10, 10).alpha == 0, "the shape itself is not drawn")
        #expect(aloneShot.pixel(40, 10).blue > 200)
    }
}

extension ShapeDrawingTests {
    private var corners: MeshGradient {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                     colors: [red, blue, Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)], smoothsColors: false)
    }

    @Test func meshGradientsBlendTheirCornerColours() throws {
        let shot = try #require(Rendered(corners.frame(width: 100, height: 100)))
        let topLeft = shot.pixel(1, 1), topRight = shot.pixel(98, 1), bottomRight = shot.pixel(98, 98)
        #expect(topLeft.red > 240 && topLeft.blue < 15, "\(topLeft)")
        #expect(topRight.blue > 240 && topRight.red < 15, "\(topRight)")
        #expect(bottomRight.red > 240 && bottomRight.green > 240, "\(bottomRight)")
        let middle = shot.pixel(50, 50)
        #expect(abs(middle.red - 128) < 12 && abs(middle.green - 128) < 12 && abs(middle.blue - 64) < 12, "the four averaged: \(middle)")
    }

    @Test func meshPointsBendThePatchesAndBadMeshesPaintTheirBackground() throws {
        // The middle column pulled to the left: the right half's colour reaches further left.
        let bent = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.2, 0], [1, 0], [0, 1], [0.2, 1], [1, 1]],
                                colors: [red, red, blue, red, red, blue], smoothsColors: false)
        let shot = try #require(Rendered(bent.frame(width: 100, height: 20)))
        #expect(shot.pixel(10, 10).red > 240)
        #expect(shot.pixel(30, 10).blue > 20, "past x = 20 the colour is already turning blue")
        let wrong = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [red], background: blue)
        #expect(try #require(Rendered(wrong.frame(width: 10, height: 10))).pixel(5, 5).blue > 240)
        let nan = MeshGradient(width: 2, height: 2, points: [[.nan, 0], [1, 0], [0, 1], [1, 1]], colors: [red, red, red, red])
        #expect(try #require(Rendered(nan.frame(width: 10, height: 10))).pixel(5, 5).alpha == 0)
        let huge = MeshGradient(width: 1 << 20, height: 1 << 20, points: [], colors: [])
        #expect(Rendered(huge.frame(width: 10, height: 10)) != nil)
    }

    @Test func smoothMeshColoursCurveThroughTheGrid() throws {
        var smooth = corners
        smooth.smoothsColors = true
        let flat = try #require(Rendered(corners.frame(width: 100, height: 100)))
        let curved = try #require(Rendered(smooth.frame(width: 100, height: 100)))
        #expect(curved.pixel(50, 50).red == flat.pixel(50, 50).red || abs(curved.pixel(50, 50).red - flat.pixel(50, 50).red) < 6)
        #expect(curved.pixel(20, 20).red > flat.pixel(20, 20).red + 8, "cubic blending holds the corner colour longer")
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0)
        #expect(abs(Color(resolved).resolve(in: EnvironmentValues()).green - 0.5) < 0.01)
        #expect(abs(Color.Resolved(colorSpace: .sRGBLinear, red: 0.2140, green: 0, blue: 0).red - 0.5) < 0.01)
    }
}

extension ShapeDrawingTests {
    @Test func aHierarchicalForegroundOnAContainerResolvesWithoutRecursion() throws {
        let view = VStack { Circle().frame(width: 20, height: 20) }.foregroundStyle(.secondary)
        let shot = try #require(Rendered(view))
        let centre = shot.pixel(10, 10)
        #expect(centre.alpha > 60 && centre.alpha < 255, "the secondary level is the label colour, faded: \(centre)")
        let nested = try #require(Rendered(Circle().foregroundStyle(.tertiary).frame(width: 20, height: 20).foregroundStyle(.secondary)))
        #expect(nested.pixel(10, 10).alpha < centre.alpha, "tertiary is fainter than secondary")
    }
}

extension ShapeDrawingTests {
    @Test func imagePaintSourcesThatAreNotFiniteTakeTheWholeImage() throws {
        #expect(ImagePaint.unitSource(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ImagePaint.unitSource(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ImagePaint.unitSource(CGRect(x: 0.5, y: -1, width: 4, height: 1.5)) == CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))
        #expect(ImagePaint.unitSource(CGRect(x: 2, y: 2, width: 1, height: 1)).isNull)
        let paint = ImagePaint(image: Image(systemName: "star.fill"), sourceRect: CGRect(x: 0, y: 0, width: 1e308, height: .infinity))
        #expect(Rendered(Rectangle().fill(paint).frame(width: 20, height: 20)) != nil)
    }
}
