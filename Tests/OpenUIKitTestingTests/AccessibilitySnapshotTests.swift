import Foundation
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// Accessibility snapshots of a garden screen: a navigation bar, a stat card grouped into
/// one element (seed 003's "Favorites: 42"), a reminder row with a switch, a slider and a
/// button. The text and image references were read and looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing)) struct AccessibilitySnapshotTests {
    final class GardenScreen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Garden"
            view.backgroundColor = .systemGroupedBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
            view.addSubview(statCard(frame: CGRect(x: 20, y: 110, width: 160, height: 110)))
            view.addSubview(reminderRow(frame: CGRect(x: 20, y: 240, width: 350, height: 50)))
            let slider = UISlider(frame: CGRect(x: 20, y: 310, width: 350, height: 34))
            slider.value = 0.3
            slider.accessibilityLabel = "Light"
            view.addSubview(slider)
            let water = UIButton(configuration: .prominentGlass())
            water.configuration?.title = "Water now"
            water.accessibilityHint = "Logs a watering for every plant"
            water.frame = CGRect(x: 20, y: 370, width: 160, height: 48)
            view.addSubview(water)
        }

        /// Seed 003's stat card, made one element so it reads "Favorites: 42".
        private func statCard(frame: CGRect) -> UIView {
            let card = UIView(frame: frame)
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            let icon = UIImageView(image: UIImage(systemName: "star.fill"))
            icon.tintColor = .systemYellow
            icon.frame = CGRect(x: 16, y: 14, width: 24, height: 24)
            let count = UILabel(frame: CGRect(x: 16, y: 44, width: 120, height: 30))
            count.text = "42"
            count.font = .boldSystemFont(ofSize: 26)
            let caption = UILabel(frame: CGRect(x: 16, y: 78, width: 120, height: 18))
            caption.text = "Favorites"
            caption.font = .preferredFont(forTextStyle: .caption1)
            [icon, count, caption].forEach(card.addSubview)
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Favorites: 42"
            card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Show favorites") { _ in true }]
            return card
        }

        private func reminderRow(frame: CGRect) -> UIView {
            let row = UIView(frame: frame)
            let label = UILabel(frame: CGRect(x: 0, y: 10, width: 200, height: 30))
            label.text = "Reminders"
            let toggle = UISwitch()
            toggle.isOn = true
            toggle.frame.origin = CGPoint(x: frame.width - toggle.frame.width, y: 10)
            toggle.accessibilityLabel = "Reminders"
            label.isAccessibilityElement = false
            row.addSubview(label)
            row.addSubview(toggle)
            return row
        }
    }

    private func garden() -> UINavigationController {
        UINavigationController(rootViewController: GardenScreen())
    }

    @Test func theTextSnapshotListsWhatVoiceOverReadsInOrder() {
        assertSnapshot(of: garden(), as: .accessibilityText(size: CGSize(width: 390, height: 460)))
    }

    @Test func theImageSnapshotNumbersEachElementOverTheScreen() throws {
        let size = CGSize(width: 390, height: 460)
        let traits = UITraitCollection(displayScale: 2)
        let image = Snapshotting<UIViewController, UIImage>.accessibilityImage(size: size, traits: traits)
        assertSnapshot(of: garden(), as: image)

        // The legend makes the image wider than the screen, and the first element's outline
        // (the add button, red) and the legend's white column are where they belong.
        let navigation = garden()
        var rendered: UIImage?
        image.snapshot(navigation).run { rendered = $0 }
        let picture = try #require(rendered?.cgImage)
        #expect(picture.width == (390 + 300) * 2)
        let legend = picture.rgba(atX: (390 + 150) * 2, y: 440 * 2)
        #expect(legend.red > 250 && legend.green > 250 && legend.blue > 250, "\(legend)")
        let badge = picture.rgba(atX: (390 + 12 + 3) * 2, y: (12 + 9) * 2)
        #expect(badge.red > 200 && badge.green < 110, "first badge is red: \(badge)")
    }
}
