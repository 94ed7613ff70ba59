import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Increase Contrast reaches every view as iOS delivers it: the screen's contrast trait turns
/// high, trait observers hear it, and dynamic colours resolve to their high-contrast variants.
@MainActor
@Suite("Increase Contrast traits", .serialized)
struct IncreaseContrastTraitsTests {
    @Test func theSettingTurnsTheContrastTraitHighEverywhere() {
        defer { UIAccessibility.setSimulatedSettings(.init()) }
        let root = UIViewController()
        let label = UILabel()
        label.textColor = .tertiaryLabel
        root.view.addSubview(label)
        var heard: [UIAccessibilityContrast] = []
        label.registerForTraitChanges([UITraitAccessibilityContrast.self]) { (view: UILabel, _: UITraitCollection) in
            heard.append(view.traitCollection.accessibilityContrast)
        }
        let window = presentationScene(root)
        window.layoutIfNeeded()
        #expect(label.traitCollection.accessibilityContrast == .normal)
        let normalAlpha = UIColor.tertiaryLabel.resolvedColor(with: label.traitCollection).alphaComponent
        UIAccessibility.setSimulatedSettings(.init(isDarkerSystemColorsEnabled: true))
        window.layoutIfNeeded()
        #expect(label.traitCollection.accessibilityContrast == .high && heard == [.high])
        let highAlpha = UIColor.tertiaryLabel.resolvedColor(with: label.traitCollection).alphaComponent
        #expect(highAlpha > normalAlpha + 0.2, "\(normalAlpha) → \(highAlpha)")
        UIAccessibility.setSimulatedSettings(.init())
        window.layoutIfNeeded()
        #expect(label.traitCollection.accessibilityContrast == .normal && heard == [.high, .normal])
    }
}
