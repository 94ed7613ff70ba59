import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Bold Text as iOS delivers it: a setting with its notification, a legibility trait on
/// every view, and system fonts one weight heavier.
@MainActor
@Suite("Bold Text", .serialized)
struct BoldTextTests {
    @Test func theSettingTurnsTheLegibilityTraitBoldAndPostsItsNotification() {
        defer { UIAccessibility.setSimulatedSettings(.init()) }
        let root = UIViewController()
        let label = UILabel()
        root.view.addSubview(label)
        var heard: [UILegibilityWeight] = []
        label.registerForTraitChanges([UITraitLegibilityWeight.self]) { (view: UILabel, _: UITraitCollection) in
            heard.append(view.traitCollection.legibilityWeight)
        }
        final class Count: @unchecked Sendable { var value = 0 }
        let notifications = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: nil) { _ in notifications.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let window = presentationScene(root)
        window.layoutIfNeeded()
        #expect(label.traitCollection.legibilityWeight == .regular && !UIAccessibility.isBoldTextEnabled)

        UIAccessibility.setSimulatedSettings(.init(isBoldTextEnabled: true))
        let heavierSystemFont = UIFont.systemFont(ofSize: 17)
        window.layoutIfNeeded()
        #expect(label.traitCollection.legibilityWeight == .bold && UIAccessibility.isBoldTextEnabled)
        UIAccessibility.setSimulatedSettings(.init())
        window.layoutIfNeeded()
        #expect(heavierSystemFont.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(notifications.value == 2)
        #expect(heard == [.bold, .regular])
    }

    @Test func textStyleFontsFollowTheLegibilityWeightOfTheirTraits() {
        let bold = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(legibilityWeight: .bold))
        let regular = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(legibilityWeight: .regular))
        #expect(bold.weight == .semibold && regular.weight == .regular)
        #expect(bold.pointSize == regular.pointSize)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(legibilityWeight: .bold))
        #expect(headline.weight == .bold)
        let text = "Bold Text makes every label heavier" as NSString
        let regularWidth = text.size(withAttributes: [.font: regular]).width
        let boldWidth = text.size(withAttributes: [.font: bold]).width
        #expect(boldWidth > regularWidth * 1.05, "\(regularWidth) → \(boldWidth)")
    }

    @Test func anAdjustingLabelRedrawsHeavierUnderABoldOverrideAndBackWithoutIt() {
        let root = UIViewController()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Heavier"
        root.view.addSubview(label)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        let regularWidth = label.intrinsicContentSize.width
        root.view.traitOverrides.legibilityWeight = .bold
        window.layoutIfNeeded()
        #expect(label.font.weight == .semibold)
        #expect(label.intrinsicContentSize.width > regularWidth)
        root.view.traitOverrides.remove(UITraitLegibilityWeight.self)
        window.layoutIfNeeded()
        #expect(label.font.weight == .regular && label.intrinsicContentSize.width == regularWidth)
    }

    @Test func otherFamiliesAndFixedFontsKeepTheirWeight() throws {
        let traits = UITraitCollection(legibilityWeight: .bold)
        let named = try #require(UIFont(name: "DejaVu Serif", size: 17))
        #expect(named.withLegibilityWeight(for: traits) === named)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .light))
        #expect(scaled.adjusted(for: traits)?.weight == .regular)
    }

    @Test func boldTextMovesEachWeightOneStepHeavier() {
        let pairs: [(UIFont.Weight, UIFont.Weight)] = [
            (.ultraLight, .thin), (.light, .regular), (.regular, .semibold), (.medium, .semibold),
            (.semibold, .bold), (.bold, .heavy), (.black, .black), (UIFont.Weight(0.1), .medium), (UIFont.Weight(2), UIFont.Weight(2)),
        ]
        for (weight, heavier) in pairs {
            #expect(weight.heavierForBoldText == heavier, "\(weight.rawValue)")
        }
    }
}
