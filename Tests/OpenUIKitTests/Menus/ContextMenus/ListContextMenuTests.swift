import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A list of five plants whose second row has a context menu; records what it hears.
@MainActor
private final class PlantRows: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, UITableViewDataSource, UITableViewDelegate {
    var entries: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
    let names = ["Fern", "Ivy", "Palm", "Moss", "Sage"]

    private func configuration(for row: Int, point: CGPoint) -> UIContextMenuConfiguration? {
        guard row == 1 else { return nil }
        entries.append("asked at \(Int(point.y))")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Water") { [unowned self] _ in entries.append("water \(names[row])") }])
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: names[indexPath.item])
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        entries.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        configuration(for: indexPaths.first?.item ?? -1, point: point)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        entries.append("display")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plant", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        configuration(for: indexPath.row, point: point)
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        entries.append("end")
    }
}

@MainActor
@Suite("List context menus", .manualClock)
struct ListContextMenuTests {
    @Test func aLongPressOnACellLiftsItAndRowsWithoutMenusStillSelect() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let rows = PlantRows()
        let root = UIViewController()
        let list = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        list.dataSource = rows
        list.delegate = rows
        root.view.addSubview(list)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        let ivy = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let ivyFrame = ivy.convert(ivy.bounds, to: nil)
        window.touchDown(at: CGPoint(x: 100, y: ivyFrame.midY))
        TestClock.advance(by: 0.6)
        window.touchUp(at: CGPoint(x: 100, y: ivyFrame.midY))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        let lifted = try #require(overlay.subviews.first { $0 is UIImageView })
        #expect(lifted.frame == ivyFrame && ivy.alpha == 0, "the cell is lifted, not the list")
        #expect(rows.entries == ["asked at \(Int(ivy.frame.midY))", "display"], "asked with the point in the list")
        window.tap(at: try menuRowCentre("Water", in: window))
        finishTransitions(in: window)
        #expect(rows.entries.last == "water Ivy" && ivy.alpha == 1 && !rows.entries.contains("select 1"))
        // The first row has no menu: a long press then lift selects it as on iOS.
        let fern = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))).convert(CGPoint(x: 100, y: 20), to: nil)
        window.touchDown(at: fern)
        TestClock.advance(by: 0.6)
        window.touchUp(at: fern)
        #expect(MenuOverlayView.shown(in: window) == nil && rows.entries.last == "select 0")
    }

    @Test func tableRowsOpenTheirMenusOnARightClick() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let rows = PlantRows()
        let root = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plant")
        table.dataSource = rows
        table.delegate = rows
        root.view.addSubview(table)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        let ivy = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let ivyFrame = ivy.convert(ivy.bounds, to: nil)
        window.secondaryClick(at: CGPoint(x: 60, y: ivyFrame.midY))
        finishTransitions(in: window)
        window.tap(at: try menuRowCentre("Water", in: window))
        finishTransitions(in: window)
        #expect(rows.entries.suffix(2) == ["end", "water Ivy"])
        window.secondaryClick(at: CGPoint(x: 60, y: ivyFrame.midY + 44))
        #expect(MenuOverlayView.shown(in: window) == nil, "Palm has no menu")
    }
}
