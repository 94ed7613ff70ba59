import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable @_spi(OpenUIKit) import OpenUIKit

@Observable
private final class Rating {
    var stars = 2.0
    var isOn = false
}

/// A custom control drawn as stars: VoiceOver should meet a standard control instead.
private struct Stars: View {
    let rating: Rating
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { index in
                Image(systemName: index < Int(rating.stars) ? "star.fill" : "star")
            }
        }
        .accessibilityRepresentation {
            Slider(value: Binding(get: { rating.stars }, set: { rating.stars = $0 }), in: 0...5, step: 1) { Text("Rating") }
        }
    }
}

/// A chart drawn as one shape whose bars VoiceOver visits one by one.
private struct Chart: View {
    let values: [(String, Int)]
    var body: some View {
        Canvas { context, size in
            for (index, value) in values.enumerated() {
                let width = size.width / CGFloat(values.count)
                context.fill(Path(CGRect(x: CGFloat(index) * width, y: size.height - CGFloat(value.1), width: width - 4, height: CGFloat(value.1))), with: .color(.blue))
            }
        }
        .frame(width: 200, height: 100)
        .accessibilityLabel("Sales")
        .accessibilityChildren {
            HStack(spacing: 4) {
                ForEach(values, id: \.0) { value in
                    Rectangle().accessibilityLabel(value.0).accessibilityValue("\(value.1)")
                }
            }
        }
    }
}

@MainActor
@Suite(.manualClock) struct AccessibilityRepresentationTests {
    @Test func aRepresentationReadsAndActsAsTheStandardControlAndDrawsNothing() throws {
        let rating = Rating()
        let hosted = Hosted(Stars(rating: rating), size: CGSize(width: 300, height: 100), scale: 1)
        hosted.settle()
        let elements = hosted.window.voiceOverOrder
        #expect(elements.count == 1, "\(elements.map(\.label))")
        let slider = try #require(elements.first)
        #expect(slider.traits.contains(.adjustable))
        #expect(slider.label == "Rating")
        #expect(!elements.contains { $0.label?.contains("Star") == true }, "the stars are not read")
        slider.object.accessibilityIncrement()
        hosted.settle()
        #expect(rating.stars == 3, "adjusting the representation changes the real value")
        // The representation is not drawn and takes no touches.
        let onlyViews = hosted.drawnViews.filter { $0.view is AccessibilityOnlyView }
        #expect(onlyViews.count == 1 && onlyViews[0].view.layer.isHidden)
        #expect(hosted.window.hitTest(CGPoint(x: 150, y: 50), with: nil).map { $0 is AccessibilityOnlyView || $0.isDescendant(of: onlyViews[0].view) } != true)
    }

    @Test func synthesizedChildrenAreVisitedInsideTheNamedContainer() {
        let chart = Chart(values: [("January", 40), ("February", 70), ("March", 55)])
        let hosted = Hosted(chart, size: CGSize(width: 300, height: 200), scale: 1)
        hosted.settle()
        let elements = hosted.window.voiceOverOrder
        #expect(elements.map(\.label) == ["January", "February", "March"])
        #expect(elements.map(\.value) == ["40", "70", "55"])
        let tree = hosted.window.accessibilityTree
        func containers(_ node: AccessibilityNode) -> [AccessibilityNode] {
            (node.isElement ? [] : [node]) + node.children.flatMap(containers)
        }
        #expect(containers(tree).contains { $0.label == "Sales" && $0.children.flatMap(\.elements).count == 3 }, "the chart is a container named Sales")
        // The bars' frames lie over the chart, left to right.
        let xs = elements.map(\.frame.midX)
        #expect(xs == xs.sorted() && elements.allSatisfy { $0.frame.width > 40 })
    }
}
