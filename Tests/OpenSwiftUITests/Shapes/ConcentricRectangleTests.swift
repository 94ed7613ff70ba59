import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite(.manualClock) struct ConcentricRectangleTests {
    /// `content` inset by `inset` in a card of `radius`, at the top left of the window.
    private func card(radius: CGFloat, inset: CGFloat, @ViewBuilder content: () -> some View) -> Hosted<some View> {
        let view = content()
            .padding(inset)
            .frame(width: 200, height: 120)
            .background(Color.gray, in: .rect(cornerRadius: radius))
            .containerShape(.rect(cornerRadius: radius))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let hosted = Hosted(view, size: CGSize(width: 300, height: 200), scale: 2)
        hosted.settle()
        return hosted
    }

    @Test func glassInsideAContainerShapeFollowsItsCorners() throws {
        let hosted = card(radius: 30, inset: 10) {
            Color.clear.glassEffect(.regular, in: ConcentricRectangle())
        }
        let glass = try #require(hosted.drawnViews.first { $0.view is GlassEffectView }?.view)
        #expect(glass.effectiveRadius(corner: .topLeft) == 20, "30 less the 10 between the corners")
        #expect(glass.effectiveRadius(corner: .bottomRight) == 20)
    }

    @Test func aFillFollowsItsPlaceAndAMinimumHoldsNearTheMiddle() throws {
        let hosted = card(radius: 40, inset: 12) {
            HStack(spacing: 8) {
                ConcentricRectangle().fill(Color.red)
                ConcentricRectangle(corners: .concentric(minimum: .fixed(6))).fill(Color.blue)
            }
        }
        let shapes = hosted.drawnViews.filter { $0.view is ShapeDrawingView }.map(\.view)
        #expect(shapes.count >= 3)
        let red = try #require(shapes.first { $0.effectiveRadius(corner: .topLeft) > 0 })
        #expect(red.effectiveRadius(corner: .topLeft) == 28, "40 less 12")
        #expect(red.effectiveRadius(corner: .topRight) == 0, "its right corners sit far from the card's")
        let blue = try #require(shapes.last)
        #expect(blue.effectiveRadius(corner: .topLeft) == 6, "the minimum where the corner is far from the card's")
        #expect(blue.effectiveRadius(corner: .topRight) == 28)
        // The rounded corner is drawn: its very tip shows the card behind, not red.
        let image = try #require(hosted.window.renderedImage().cgImage)
        let tip = image.rgba(atX: (12 + 2) * 2, y: (12 + 2) * 2)
        #expect(tip.red < 200 || tip.green > 100, "outside the red's rounded corner: \(tip)")
        let inside = image.rgba(atX: (12 + 20) * 2, y: (12 + 20) * 2)
        #expect(inside.red > 200 && inside.green < 80, "inside it is red: \(inside)")
    }

    @Test func uniformCornersTakeTheLargestRadius() throws {
        let hosted = card(radius: 36, inset: 8) {
            HStack(spacing: 0) {
                Rectangle().fill(Color.clear).frame(width: 40)
                ConcentricRectangle(corners: .concentric, isUniform: true).fill(Color.red)
            }
        }
        let shape = try #require(hosted.drawnViews.last { $0.view is ShapeDrawingView }?.view)
        #expect(shape.effectiveRadius(corner: .topLeft) == 28, "the right corners' 36 - 8, shared with the left ones")
    }

    @Test func thePathAloneUsesFixedRadiiAndMinimums() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let fixed = ConcentricRectangle(corners: 12).path(in: rect)
        #expect(!fixed.contains(CGPoint(x: 1, y: 1)) && fixed.contains(CGPoint(x: 50, y: 30)))
        let square = ConcentricRectangle().path(in: rect)
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)), "no container: concentric corners are square")
        let styles = Edge.Corner.Style.fixed(.nan)
        #expect(styles == .fixed(0), "a bad radius is square")
    }
}
