import OpenUIKitShim
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// The README's snapshot test, kept compiling and passing as written there.
@MainActor
@Suite struct BadgeTests {
    @Test func badgeInDarkMode() {
        let badge = UILabel()
        badge.text = "3 new"
        badge.font = .preferredFont(forTextStyle: .headline)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.textAlignment = .center
        badge.frame = CGRect(x: 0, y: 0, width: 96, height: 32)
        badge.layer.cornerRadius = 16
        badge.clipsToBounds = true
        assertSnapshot(of: badge, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
