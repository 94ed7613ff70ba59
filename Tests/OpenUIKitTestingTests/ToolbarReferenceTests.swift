import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of a navigation controller's toolbar over a list: a lone item on
/// its glass circle at the leading edge, two items sharing a capsule at the trailing
/// edge, pushed apart by a flexible space, with the list fading under them through the
/// bottom edge effect. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct ToolbarReferenceTests {
    @Test func theGlassToolbarMatchesItsReference() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let list = NavigationReferenceTests.PlantList()
        list.toolbarItems = [
            UIBarButtonItem(systemItem: .refresh), .flexibleSpace(),
            UIBarButtonItem(systemItem: .action), UIBarButtonItem(systemItem: .compose),
        ]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        list.collectionView.contentOffset.y += 40
        window.layoutIfNeeded()
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let toolbar = try #require(navigation.toolbar)
        #expect(abs(toolbar.frame.minY - 248) < 0.001, "with no home indicator the row floats 8 pt above the bottom")
        // Inside the trailing capsule, between its two symbols, the glass is light and
        // even; just outside it the list shows.
        let capsuleMid = pixels.rgba(atX: 660, y: Int(toolbar.frame.minY + 6) * 2)
        #expect(capsuleMid.red > 200 && capsuleMid.green > 200 && capsuleMid.blue > 200, "\(capsuleMid)")
        // The compose symbol is drawn in the label colour on the glass.
        let rowTop = Int(toolbar.frame.minY) * 2
        let columns = 684..<724, rows = (rowTop + 24)..<(rowTop + 64)
        let symbolArea = columns.flatMap { x in rows.map { y in pixels.rgba(atX: x, y: y) } }
        let darkest = symbolArea.min { $0.red < $1.red }!
        #expect(darkest.red < 80, "\(darkest)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "toolbar")
    }
}
