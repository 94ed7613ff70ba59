import Foundation
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// A reference image of a glass menu grown out of a bar item over a list: a submenu row, a
/// titled inline section with a checkmark, a destructive action, and a badge on the item.
/// Looked at when recorded, against Apple's menu in `ios26_native_prominent-pressed_menu_alert.png`.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct MenuReferenceTests {
    @Test func theGlassMenuMatchesItsReference() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = NavigationReferenceTests.PlantList()
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(children: [
            UIMenu(title: "Move To", image: UIImage(systemName: "square.and.arrow.up"), children: [UIAction(title: "Kitchen") { _ in }]),
            UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: [
                UIAction(title: "Name", state: .on) { _ in },
                UIAction(title: "Last Watered", subtitle: "Driest first") { _ in },
            ]),
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
        ]))
        more.badge = .count(2)
        list.navigationItem.rightBarButtonItems = [more]
        window.layoutIfNeeded()
        // The item's glass circle sits at the bar's trailing end, 16 points in.
        window.tap(at: CGPoint(x: 390 - 16 - 22, y: 47 + 22))
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let overlay = try #require(window.subviews.last)
        let panel = overlay.subviews[0].frame
        // The panel is light, milky glass; the destructive row's title is red.
        let face = pixels.rgba(atX: Int(panel.maxX - 12) * 2, y: Int(panel.midY) * 2)
        #expect(face.red > 215 && face.green > 215 && face.blue > 215, "a light panel: \(face)")
        let deleteRowY = Int(panel.maxY - 10 - 21) * 2
        let reds = (Int(panel.minX + 60) * 2..<Int(panel.minX + 120) * 2).map { pixels.rgba(atX: $0, y: deleteRowY) }
        #expect(reds.contains { $0.red > 180 && $0.green < 110 }, "a red destructive title")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "menu")
    }

    /// Supplies a film card's context menu.
    private final class CardMenu: UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Add to Favourites", image: UIImage(systemName: "heart")) { _ in },
                    UIAction(title: "Copy Title", image: UIImage(systemName: "doc.on.doc")) { _ in },
                    UIAction(title: "Remove", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ])
            }
        }
    }

    /// A context menu: a film card lifted over the blurred screen, the glass menu below it.
    @Test func aContextMenuMatchesItsReference() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 560))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        var cards: [UIView] = []
        for (index, colour) in [UIColor.systemOrange, .systemTeal, .systemIndigo, .systemPink].enumerated() {
            let card = UIView(frame: CGRect(x: 16 + CGFloat(index % 2) * 187, y: 63 + CGFloat(index / 2) * 130, width: 171, height: 114))
            card.backgroundColor = colour
            card.layer.cornerRadius = 14
            let title = UILabel(frame: CGRect(x: 12, y: 80, width: 150, height: 24))
            title.text = ["Dune", "Arrival", "Solaris", "Her"][index]
            title.textColor = .white
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            card.addSubview(title)
            root.view.addSubview(card)
            cards.append(card)
        }
        let delegate = CardMenu()
        cards[0].addInteraction(UIContextMenuInteraction(delegate: delegate))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.secondaryClick(at: CGPoint(x: 100, y: 120))
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        // The lifted card keeps its colour; the card beside it is blurred and washed out.
        let lifted = pixels.rgba(atX: 40 * 2, y: 80 * 2)
        #expect(lifted.red > 220 && lifted.blue < 80, "the lifted card stays orange: \(lifted)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "context-menu")
        withExtendedLifetime(delegate) {}
    }
}
