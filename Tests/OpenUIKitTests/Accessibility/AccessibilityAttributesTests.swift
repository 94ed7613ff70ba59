import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct AccessibilityAttributesTests {
    @Test func standardViewsHaveUIKitsDefaults() {
        let label = UILabel()
        label.text = "Finding Nemo"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Finding Nemo")
        #expect(label.accessibilityTraits == .staticText)

        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])

        let image = UIImageView(image: UIImage(systemName: "plus.circle"))
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        #expect(progress.accessibilityValue == "40%")

        let plain = UIView()
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil)
        #expect(plain.accessibilityTraits == .none)
    }

    @Test func whatTheAppSetsWinsOverTheDefaults() {
        let label = UILabel()
        label.text = "4.5"
        label.accessibilityLabel = "Rating"
        label.accessibilityValue = "4.5 stars"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.accessibilityIdentifier = "rating"
        #expect(label.accessibilityLabel == "Rating")
        #expect(label.accessibilityValue == "4.5 stars")
        #expect(label.accessibilityTraits.contains(.updatesFrequently))
        #expect(label.accessibilityIdentifier == "rating")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)

        let button = UIButton(type: .system)
        button.accessibilityTraits = .link
        button.isEnabled = false
        // State traits are added to what the app set, as UIKit reports them.
        #expect(button.accessibilityTraits == [.link, .notEnabled])
    }

    @Test func theFrameIsTheViewOnScreenUnlessSet() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        let badge = UILabel(frame: CGRect(x: 10, y: 5, width: 40, height: 20))
        card.addSubview(badge)
        #expect(badge.accessibilityFrame == .zero)
        window.addSubview(card)
        #expect(badge.accessibilityFrame == CGRect(x: 30, y: 105, width: 40, height: 20))
        badge.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
        #expect(badge.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }
}
