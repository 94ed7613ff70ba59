import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Effects {
    var scale: CGFloat = 1
    var offset: CGFloat = 0
    var angle = Angle.zero
}

private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    pixel.red > 200 && pixel.green < 80 && pixel.blue < 80
}

/// Scale, rotation and offset effects move the drawing, not the layout, and animate.
@MainActor
@Suite(.manualClock) struct GeometryEffectTests {
    @Test func anOffsetMovesTheDrawingButNotItsNeighbours() throws {
        let model = Effects()
        model.offset = 30
        let hosted = Hosted(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).offset(x: model.offset)
            Color.green.frame(width: 40, height: 40)
        }, size: CGSize(width: 200, height: 40), scale: 1)
        let image = try #require(hosted.window.renderedImage().cgImage)
        // The pair is centred: red's slot is 60..100, green's 100..140; red is drawn at 90..130,
        // under green, which comes after it.
        #expect(!isRed(image.rgba(atX: 70, y: 20)), "the red slot is empty")
        #expect(isRed(image.rgba(atX: 95, y: 20)))
        #expect(image.rgba(atX: 120, y: 20).green > 150, "green stays in its place, on top")
    }

    @Test func aScaleAboutAnAnchorKeepsTheAnchorStill() {
        let hosted = Hosted(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .leading),
                            size: CGSize(width: 100, height: 100), scale: 1)
        let image = hosted.window.renderedImage().cgImage!
        let row = (0..<100).filter { isRed(image.rgba(atX: $0, y: 50)) }
        #expect(row.first == 30 && row.count == 20, "drawn from the leading edge, half as wide: \(row)")
        #expect(hosted.redPixels(inRow: 38) == 0 && hosted.redPixels(inRow: 42) == 20, "and half as tall")
    }

    @Test func aRotationTurnsTheDrawing() {
        let hosted = Hosted(Color.red.frame(width: 60, height: 10).rotationEffect(.degrees(90)),
                            size: CGSize(width: 100, height: 100), scale: 1)
        #expect(hosted.redPixels(inRow: 30) == 10, "a horizontal bar turned upright")
        #expect(Angle.degrees(180).radians == .pi && Angle(radians: .pi / 2).degrees == 90)
    }

    @Test func effectsAnimate() {
        let model = Effects()
        struct Scaled: View {
            let model: Effects
            var body: some View { Color.red.frame(width: 40, height: 40).scaleEffect(model.scale) }
        }
        let hosted = Hosted(Scaled(model: model), size: CGSize(width: 100, height: 100), scale: 1)
        withAnimation(.linear(duration: 1)) { model.scale = 2 }
        TestClock.advance(by: 0.5)
        let width = hosted.redPixels(inRow: 50)
        #expect(abs(width - 60) <= 2, "1.5 times half way: \(width)")
    }

    @Test func effectsThatAreNotFiniteLeaveTheViewAsItIs() {
        let hosted = Hosted(VStack {
            Color.red.frame(width: 40, height: 10).scaleEffect(.nan)
            Color.red.frame(width: 40, height: 10).offset(x: .infinity)
            Color.red.frame(width: 40, height: 10).rotationEffect(.radians(.nan))
        }, size: CGSize(width: 100, height: 100), scale: 1)
        let image = hosted.window.renderedImage().cgImage!
        let rows = (0..<100).filter { isRed(image.rgba(atX: 50, y: $0)) }
        #expect(rows.count == 30)
    }
}

@MainActor
@Suite struct Rotation3DEffectTests {
    @Test func turningAboutTheVerticalAxisNarrowsTheView() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let turned = try #require(Rendered(red.frame(width: 40, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).padding(5)))
        var inked = 0
        for x in 0..<50 where turned.pixel(x, 10).red > 200 && turned.pixel(x, 10).alpha > 200 { inked += 1 }
        #expect(abs(inked - 20) <= 1, "cos 60° of 40 points: \(inked)")
        let flat = try #require(Rendered(red.frame(width: 10, height: 40).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)).padding(5)))
        var tall = 0
        for y in 0..<50 where flat.pixel(10, y).alpha > 200 { tall += 1 }
        #expect(abs(tall - 20) <= 1)
    }

    @Test func aboutZItTurnsAsRotationEffectDoes() {
        let rotation = View_Rotation3D.projectedRotation(.degrees(30), axis: (x: 0, y: 0, z: 1))
        let plain = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(abs(rotation.a - plain.a) < 1e-9 && abs(rotation.b - plain.b) < 1e-9 && abs(rotation.c - plain.c) < 1e-9)
        #expect(View_Rotation3D.projectedRotation(.degrees(30), axis: (x: .nan, y: 0, z: 0)) == .identity)
        #expect(View_Rotation3D.projectedRotation(.radians(.infinity), axis: (x: 0, y: 1, z: 0)) == .identity)
    }
}

/// A concrete view for calling the static helper.
private typealias View_Rotation3D = Color
