import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

// The article on Liquid Glass and accessibility, its samples as written: a glass card that
// falls back to a material under Reduce Motion, text capped in Dynamic Type, a combined row
// and a stat card for VoiceOver. (Its pulsing badge is in AnimatedBadgeTests.)

private struct GlassCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Text("Content")
        }
        .padding()
        .background {
            if reduceMotion {
                // Fallback: simple blur without morphing
                RoundedRectangle(cornerRadius: 16)
                    .fill(.ultraThinMaterial)
            } else {
                // Full Liquid Glass effect
                RoundedRectangle(cornerRadius: 16)
                    .glassEffect(.regular.interactive())
            }
        }
    }
}

private struct Item {
    enum Condition: String { case mint = "Mint", worn = "Worn" }
    let name: String
    let quantity: Int
    let notes: String?
    let condition: Condition?
}

private struct ItemRow: View {
    let item: Item
    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 60, height: 60)

            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                    .fontWeight(.semibold)
                    .lineLimit(2)
                    .multilineTextAlignment(.leading)
                    .dynamicTypeSize(...DynamicTypeSize.accessibility5)
                Text("\(item.quantity) items")
                    .font(.subheadline)
                if let notes = item.notes {
                    Text(notes)
                        .font(.caption)
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(item.name), \(item.quantity) items")
        .accessibilityHint(item.notes ?? "No notes")
        .accessibilityValue(item.condition?.rawValue ?? "")
    }
}

private struct StatCard: View {
    let count: Int
    let label: String
    var body: some View {
        VStack {
            Image(systemName: "star.fill")
                .font(.title)
            Text("\(count)")
                .font(.title2)
                .fontWeight(.bold)
            Text(label)
                .font(.caption)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(label): \(count)")
    }
}

@MainActor
@Suite("Seed: Liquid Glass and accessibility", .serialized, .manualClock, .isolatedAccessibilitySettings)
struct AccessibleGlassTests {
    private func host(_ view: some View, size: CGSize = CGSize(width: 240, height: 160)) -> Hosted<some View> {
        let scene = ZStack {
            Image(uiImage: SampleBackdrop.image(size: size, scale: 2))
            view
        }
        let hosted = Hosted(scene, size: size, scale: 2)
        hosted.settle()
        return hosted
    }

    @Test func theGlassCardFallsBackToAMaterialUnderReduceMotionLive() {
        let hosted = host(GlassCard())
        #expect(hosted.drawnViews.contains { $0.view is GlassEffectView })
        #expect(!hosted.drawnViews.contains { $0.view is MaterialView })
        let glass = hosted.window.renderedImage()
        UIAccessibility.setSimulatedSettings(.init(isReduceMotionEnabled: true))
        hosted.settle()
        #expect(hosted.drawnViews.contains { $0.view is MaterialView }, "the card switched to its material")
        #expect(!hosted.drawnViews.contains { $0.view is GlassEffectView })
        let material = hosted.window.renderedImage()
        GlassTwins.keep(glass, as: "seed-card-glass")
        GlassTwins.keep(material, as: "seed-card-material")
        UIAccessibility.setSimulatedSettings(.init())
        hosted.settle()
        #expect(hosted.drawnViews.contains { $0.view is GlassEffectView }, "and back")
    }

    /// The article's card draws its rounded rectangle's fill (the foreground style) over the
    /// glass, as SwiftUI draws a shape's fill over its own glass; the glass is seen on a
    /// card that puts it behind its content.
    @Test func reduceTransparencyMakesGlassFrostierWithNoCode() {
        let card = VStack { Text("Content") }
            .padding()
            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
        let hosted = host(card)
        let frame = hosted.drawnViews.first { $0.view is GlassEffectView }!.frame
        // Left of the text, inside the rounded corners.
        let inside = CGRect(x: frame.minX + 4, y: frame.midY - 6, width: 8, height: 12)
        let plain = hosted.window.renderedImage()
        UIAccessibility.setSimulatedSettings(.init(isReduceTransparencyEnabled: true))
        hosted.settle()
        let frosty = hosted.window.renderedImage()
        GlassTwins.keep(frosty, as: "seed-card-reduce-transparency")
        #expect(GlassTwins.variance(frosty, inside) < GlassTwins.variance(plain, inside) * 0.7, "less of the backdrop shows")
        UIAccessibility.setSimulatedSettings(.init(isDarkerSystemColorsEnabled: true))
        hosted.settle()
        let contrast = hosted.window.renderedImage()
        #expect(GlassTwins.meanDeltaE(contrast, plain, in: inside) > 3, "Increase Contrast changes the glass too")
    }

    @Test func theStatCardReadsFavorites42AsOneElement() {
        let hosted = host(StatCard(count: 42, label: "Favorites"))
        #expect(hosted.window.voiceOverOrder.map(\.label) == ["Favorites: 42"])
    }

    @Test func theItemRowIsOneElementWithLabelHintAndValue() throws {
        let item = Item(name: "Camera", quantity: 3, notes: "Check the strap", condition: .mint)
        let hosted = host(ItemRow(item: item), size: CGSize(width: 320, height: 120))
        let elements = hosted.window.voiceOverOrder
        #expect(elements.count == 1)
        let row = try #require(elements.first)
        #expect(row.label == "Camera, 3 items")
        #expect(row.hint == "Check the strap")
        #expect(row.value == "Mint")
    }

    @Test func cappedTextStopsGrowingAtItsLimit() throws {
        func height(of text: some View, category: UIContentSizeCategory) throws -> CGFloat {
            let hosted = Hosted(text, size: CGSize(width: 400, height: 400), scale: 1,
                                traits: UITraitCollection(preferredContentSizeCategory: category))
            hosted.settle()
            return try #require(hosted.texts.first).frame.height
        }
        let capped = Text("Fixed Layout Text").font(.body).dynamicTypeSize(.medium...DynamicTypeSize.xxxLarge)
        let atLimit = try height(of: capped, category: .extraExtraExtraLarge)
        #expect(try height(of: capped, category: .accessibilityExtraExtraExtraLarge) == atLimit, "capped at xxxLarge")
        #expect(try height(of: capped, category: .extraSmall) == height(of: capped, category: .medium), "and raised to medium")
        let free = Text("Fixed Layout Text").font(.body)
        #expect(try height(of: free, category: .accessibilityExtraExtraExtraLarge) > atLimit)
    }
}
