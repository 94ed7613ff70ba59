import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
private final class Taps {
    var count = 0
}

/// The accessibility modifiers: what VoiceOver (and the AT-SPI bridge, which reads the same
/// tree) meets for a view that has them.
@MainActor
@Suite(.manualClock) struct AccessibilityModifierTests {
    private func order(_ view: some View, size: CGSize = CGSize(width: 300, height: 300)) -> (Hosted<some View>, [AccessibilityNode]) {
        let hosted = Hosted(view, size: size, scale: 1)
        hosted.settle()
        return (hosted, hosted.window.voiceOverOrder)
    }

    @Test func aStatCardReadsAsOneElementWithItsLabel() {
        let card = VStack {
            Image(systemName: "star.fill").font(.title)
            Text("42").font(.title2).fontWeight(.bold)
            Text("Favorites").font(.caption)
        }
        let (_, plain) = order(card)
        #expect(plain.count >= 2, "without grouping each part is read: \(plain.map(\.label))")
        let (_, combined) = order(card.accessibilityElement(children: .combine))
        #expect(combined.count == 1 && combined.first?.label?.hasSuffix("42, Favorites") == true, "\(combined.map(\.label))")
        let (_, labelled) = order(card.accessibilityElement(children: .combine).accessibilityLabel("Favorites: 42"))
        #expect(labelled.map(\.label) == ["Favorites: 42"])
    }

    @Test func labelValueHintIdentifierAndTraitsReachTheElement() {
        let row = HStack {
            Image(systemName: "film")
            Text("Metropolis")
            Text("3 copies")
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Metropolis, 3 copies")
        .accessibilityHint("Shows the film")
        .accessibilityValue("Restored")
        .accessibilityAddTraits(.isHeader)
        .accessibilityIdentifier("film-row")
        let (_, elements) = order(row)
        let element = elements.first
        #expect(elements.count == 1)
        #expect(element?.label == "Metropolis, 3 copies" && element?.value == "Restored" && element?.hint == "Shows the film")
        #expect(element?.traits.contains(.header) == true && element?.identifier == "film-row")
    }

    @Test func ignoreReadsNothingInsideAndHiddenReadsNothingAtAll() {
        let (_, ignored) = order(VStack { Text("A"); Text("B") }.accessibilityElement())
        #expect(ignored.count == 1 && ignored.first?.label == nil)
        let (_, hidden) = order(VStack {
            Image(systemName: "star.fill").accessibilityHidden(true)
            Text("Shown")
        })
        #expect(hidden.map(\.label) == ["Shown"])
    }

    @Test func containKeepsTheElementsInsideAsAGroup() {
        let (hosted, elements) = order(VStack { Text("One"); Text("Two") }.accessibilityElement(children: .contain))
        #expect(elements.map(\.label) == ["One", "Two"])
        #expect(hosted.window.accessibilityTree.children.contains { !$0.isElement && $0.children.count == 2 }, "read together as a group")
    }

    @Test func aRelabelledButtonStillActivatesAndKeepsItsTraits() throws {
        let taps = Taps()
        let (hosted, elements) = order(Button { taps.count += 1 } label: { Image(systemName: "heart.fill") }
            .accessibilityLabel("Favourite")
            .accessibilityRemoveTraits(.isImage))
        let element = try #require(elements.first)
        #expect(elements.count == 1 && element.label == "Favourite" && element.traits.contains(.button))
        let point = element.activationPoint
        hosted.window.tap(at: point)
        #expect(taps.count == 1, "a tap at the element's activation point presses the button")
        #expect(!(element.object.accessibilityActivate()) || taps.count == 2)
    }

    @Test func actionsAdjustmentAndInputLabelsReachTheScreenReader() throws {
        var log: [String] = []
        let view = Color.blue.frame(width: 100, height: 100)
            .accessibilityLabel("Rating")
            .accessibilityAction { log.append("activate") }
            .accessibilityAction(.escape) { log.append("escape") }
            .accessibilityAction(.magicTap) { log.append("magic") }
            .accessibilityAction(named: "Share") { log.append("share") }
            .accessibilityAdjustableAction { log.append($0 == .increment ? "up" : "down") }
            .accessibilityInputLabels(["Rating", "Stars"])
            .accessibilityHeading(.h2)
        let (_, elements) = order(view)
        let element = try #require(elements.first)
        #expect(elements.count == 1 && element.label == "Rating", "the modifiers make one element of a colour")
        #expect(element.traits.contains(.adjustable) && element.traits.contains(.header))
        #expect(element.customActionNames == ["Share"])
        let object = element.object
        #expect(object.accessibilityActivate())
        #expect(object.accessibilityPerformEscape() && object.accessibilityPerformMagicTap())
        object.accessibilityIncrement()
        object.accessibilityDecrement()
        _ = object.accessibilityCustomActions?.first?.actionHandler?(object.accessibilityCustomActions![0])
        #expect(log == ["activate", "escape", "magic", "up", "down", "share"], "\(log)")
        #expect(object.accessibilityUserInputLabels == ["Rating", "Stars"])
    }

    @Test func anIdentifierAloneLeavesTheElementsInsideAsTheyAre() {
        let (_, elements) = order(VStack { Text("One"); Text("Two") }.accessibilityIdentifier("pair"))
        #expect(elements.map(\.label) == ["One", "Two"])
        let (_, single) = order(Text("Hello").accessibilityIdentifier("greeting"))
        #expect(single.map(\.label) == ["Hello"] && single.first?.identifier == "greeting", "the text element carries the identifier")
    }

    @Test func sortPriorityReordersSiblings() {
        let (_, elements) = order(HStack {
            Text("Total")
            Text("42 €").accessibilitySortPriority(1)
            Text("Due").accessibilitySortPriority(.nan)
        })
        #expect(elements.map(\.label) == ["42 €", "Total", "Due"])
        let (_, plain) = order(HStack { Text("Total"); Text("42 €") })
        #expect(plain.map(\.label) == ["Total", "42 €"])
    }
}
