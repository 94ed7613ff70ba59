import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Seen {
    var sizes: [DynamicTypeSize] = []
}

private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var size
    let seen: Seen
    var body: some View {
        seen.sizes.append(size)
        return Text("Favorites").font(.body)
    }
}

/// `DynamicTypeSize`: read from the window's content size, set and limited per view.
@MainActor
@Suite(.manualClock) struct DynamicTypeSizeTests {
    private func textHeight(_ view: some View, category: UIContentSizeCategory) throws -> CGFloat {
        let hosted = Hosted(view, size: CGSize(width: 390, height: 400), scale: 1,
                            traits: UITraitCollection(preferredContentSizeCategory: category))
        hosted.settle()
        return try #require(hosted.texts.first).frame.height
    }

    @Test func theWindowsSizeReachesTheEnvironmentAndARangeLimitsIt() throws {
        let seen = Seen()
        _ = try textHeight(SizeReader(seen: seen), category: .accessibilityExtraExtraExtraLarge)
        #expect(seen.sizes.last == .accessibility5 && seen.sizes.last?.isAccessibilitySize == true)
        _ = try textHeight(SizeReader(seen: seen).dynamicTypeSize(...DynamicTypeSize.xxxLarge), category: .accessibilityExtraExtraExtraLarge)
        #expect(seen.sizes.last == .xxxLarge, "capped at the range's end")
        _ = try textHeight(SizeReader(seen: seen).dynamicTypeSize(DynamicTypeSize.large...), category: .extraSmall)
        #expect(seen.sizes.last == .large, "raised to the range's start")
        _ = try textHeight(SizeReader(seen: seen).dynamicTypeSize(.small), category: .large)
        #expect(seen.sizes.last == .small)
    }

    @Test func limitedTextIsDrawnAtTheLimitsSize() throws {
        let huge = try textHeight(Text("Favorites").font(.body), category: .accessibilityExtraExtraExtraLarge)
        let capped = try textHeight(Text("Favorites").font(.body).dynamicTypeSize(...DynamicTypeSize.large), category: .accessibilityExtraExtraExtraLarge)
        let standard = try textHeight(Text("Favorites").font(.body), category: .large)
        #expect(huge > standard * 2, "\(huge) vs \(standard)")
        #expect(abs(capped - standard) < 0.5, "capped text is drawn as at large: \(capped) vs \(standard)")
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.xSmall < .accessibility1)
    }
}
