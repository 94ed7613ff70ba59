import Foundation
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// Reference images of an alert and an action sheet over a list: the alert's glass panel
/// centred over the dimmed screen with two capsule buttons side by side, the sheet's along
/// the bottom with its actions stacked. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct AlertReferenceTests {
    private func scene() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = NavigationReferenceTests.PlantList()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func theGlassAlertMatchesItsReference() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = scene()
        let alert = UIAlertController(title: "Delete “Fern number 3”?", message: "Its watering history is deleted too.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let panel = try #require(alert.presentationController?.presentedView?.frame)
        // The panel is light glass over the dimmed list; the screen around it is darker.
        let glass = pixels.rgba(atX: Int(panel.minX + 10) * 2, y: Int(panel.midY) * 2)
        let dimmed = pixels.rgba(atX: Int(panel.minX - 10) * 2, y: Int(panel.midY) * 2)
        #expect(Int(glass.red) > Int(dimmed.red) + 30, "glass \(glass) over dimmed \(dimmed)")
        // The destructive title is red, on the trailing button (the cancel one leads).
        let buttonMidY = Int(panel.maxY - 16 - 24) * 2
        let reds = (Int(panel.midX + 15) * 2..<Int(panel.maxX - 26) * 2).map { x in pixels.rgba(atX: x, y: buttonMidY) }
        #expect(reds.contains { $0.red > 180 && $0.green < 100 }, "a red title on the destructive button")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "alert")
    }

    @Test func theGlassActionSheetMatchesItsReference() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = scene()
        let sheet = UIAlertController(title: "Fern number 3", message: "Move it to another room.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Kitchen", style: .default))
        sheet.addAction(UIAlertAction(title: "Balcony", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        let panel = try #require(sheet.presentationController?.presentedView?.frame)
        #expect(abs(panel.maxY - 592) < 0.01)
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "action-sheet")
    }
}
