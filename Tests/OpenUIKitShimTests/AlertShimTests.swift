import OpenUIKitShim
import Testing

/// Alerts as iOS code writes them, with Apple's API only: a destructive confirmation with
/// a preferred action, a text field, and an action sheet.
@MainActor
@Suite struct AlertShimTests {
    @Test func alertsWorkWithApplesAPIOnly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Rename Plant", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false, completion: nil)
        #expect(root.presentedViewController === alert && alert.textFields?.count == 1)
        #expect(alert.actions.map(\.style) == [.cancel, .default] && alert.preferredStyle == .alert)
        alert.dismiss(animated: false, completion: nil)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.popoverPresentationController?.sourceView = root.view
        root.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet)
    }
}
