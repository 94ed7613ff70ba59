import OpenUIKitShim
import Testing

/// A screen with a bottom toolbar as iOS code writes it, with Apple's API only: items
/// split by a flexible space, an opaque appearance, and a standalone bar placed by its
/// delegate.
final class ToolbarPlacement: UIToolbarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

@MainActor
@Suite struct ToolbarShimTests {
    @Test func toolbarsWorkWithApplesAPIOnly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let notes = UIViewController()
        notes.setToolbarItems([
            UIBarButtonItem(systemItem: .refresh), .flexibleSpace(), UIBarButtonItem(systemItem: .compose),
        ], animated: false)
        let navigation = UINavigationController(rootViewController: notes)
        navigation.setToolbarHidden(false, animated: false)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.toolbar.standardAppearance = appearance
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.count == 3)
        #expect(navigation.toolbar.frame.minY > window.bounds.height / 2)

        let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let placement = ToolbarPlacement()
        standalone.delegate = placement
        standalone.setItems([UIBarButtonItem(systemItem: .trash)], animated: false)
        #expect(standalone.barPosition == .top)
    }
}
