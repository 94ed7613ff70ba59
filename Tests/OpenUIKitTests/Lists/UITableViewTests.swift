import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A classic table data source and delegate with titles, that records what happened.
@MainActor
final class TableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headerTitles: [String?] = []
    var fixedHeight: CGFloat?
    var configured: [IndexPath] = []
    var displayed: [IndexPath] = []
    var selected: [IndexPath] = []
    var redirectSelection: [IndexPath: IndexPath?] = [:]

    init(rows: [[String]]) {
        self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configured.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fixedHeight ?? tableView.rowHeight }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        redirectSelection[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UITableView", .serialized)
struct UITableViewTests {
    struct Scene {
        let window: UIWindow
        let table: UITableView
        let source: TableSource
    }

    private func scene(_ style: UITableView.Style = .plain, rows: [[String]], fixedHeight: CGFloat? = nil, titles: [String?] = [], size: CGSize = CGSize(width: 320, height: 480)) -> Scene {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TableSource(rows: rows)
        source.fixedHeight = fixedHeight
        source.headerTitles = titles
        table.delegate = source
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return Scene(window: window, table: table, source: source)
    }

    private func numbers(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    private func text(of cell: UITableViewCell?) -> String? {
        cell?.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }?.text
    }

    // MARK: Geometry

    @Test func fixedHeightRowsStackAndOnlyVisibleOnesHaveCells() {
        let scene = scene(rows: [numbers(1_000)], fixedHeight: 50)
        let table = scene.table
        #expect(table.contentSize == CGSize(width: 320, height: 50_000))
        #expect(table.rect(forRowAt: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 175)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 60_000)) == nil)
        // 480 points of 50-point rows: 10 rows show; the row kept ready below is not visible.
        #expect(table.indexPathsForVisibleRows?.count == 10, "\(table.indexPathsForVisibleRows ?? [])")
        #expect(table.cellsOnScreen.count == 11, "cells are kept ready in the 60-point margin below")
        #expect(text(of: table.cellForRow(at: IndexPath(row: 2, section: 0))) == "Row 2")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.superview === table, "cells are the table's subviews")
    }

    @Test func visibleRowsAreOnlyThoseInsideTheBounds() {
        let scene = scene(rows: [numbers(1_000)], fixedHeight: 50)
        let table = scene.table
        table.scrollToRow(at: IndexPath(row: 400, section: 0), at: .top, animated: false)
        scene.window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 400, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 409, section: 0))
        #expect(table.visibleCells.count == 10 && table.visibleCells.allSatisfy { table.bounds.intersects($0.frame) })
    }

    @Test func scrollingAWholeLongTableReusesAFlatNumberOfCells() {
        let scene = scene(rows: [numbers(100_000)], fixedHeight: 44)
        let table = scene.table
        var made = Set<ObjectIdentifier>()
        var offset: CGFloat = 0
        while offset < table.contentSize.height - 480 {
            table.contentOffset = CGPoint(x: 0, y: offset)
            scene.window.layoutIfNeeded()
            for cell in table.visibleCells { made.insert(ObjectIdentifier(cell)) }
            offset += 400_000
        }
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 480)
        scene.window.layoutIfNeeded()
        for cell in table.visibleCells { made.insert(ObjectIdentifier(cell)) }
        #expect(made.count <= 30, "cells are reused across 100,000 rows: \(made.count) made")
        #expect(text(of: table.visibleCells.last) == "Row 99999")
        let cellViews = table.subviews.filter { $0 is UITableViewCell }.count
        #expect(cellViews <= 30, "no cells pile up as subviews: \(cellViews)")
    }

    @Test func automaticRowsSizeFromContentAndLegacyLabelsToo() {
        let scene = scene(rows: [["One", "Two\nlines of text", "Three"]])
        let table = scene.table
        let one = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        let two = table.rect(forRowAt: IndexPath(row: 1, section: 0))
        #expect(one.height >= 44 && one.height < 50, "a one-line row is about 44 points: \(one)")
        #expect(two.height > one.height + 15, "two lines make a taller row: \(two.height)")
        #expect(table.rect(forRowAt: IndexPath(row: 2, section: 0)).minY == two.maxY)

        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        let short = cell.fittingHeight(forWidth: 320)
        cell.detailTextLabel?.text = "A subtitle under it"
        #expect(cell.fittingHeight(forWidth: 320) > short + 10, "a subtitle cell grows with its detail text")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil, "the default style has no detail label")
    }

    @Test func groupedSectionsHaveTitledHeadersAndInsetGroupedOnesAreInset() {
        let scene = scene(.insetGrouped, rows: [numbers(2), numbers(3)], fixedHeight: 44, titles: ["First", nil])
        let table = scene.table
        let header = table.headerView(forSection: 0)
        #expect(header != nil, "a title makes a header view")
        #expect(table.headerView(forSection: 1) == nil, "no title, no header view")
        #expect(table.rectForHeader(inSection: 1).height == 35, "a grouped section without a header keeps 35 points of room")
        let row = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        #expect(row.minX == 16 && row.width == 320 - 32, "inset-grouped rows are inset 16 points: \(row)")
        #expect(row.minY == table.rectForHeader(inSection: 0).maxY)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(first.listDecoration.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(last.listDecoration.roundedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(first.listDecoration.showsBottomSeparator && !last.listDecoration.showsBottomSeparator)
        let label = header?.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }
        #expect(label?.text == "FIRST", "grouped headers are in capitals: \(label?.text ?? "nil")")
    }

    @Test func plainHeadersStayPinnedWhileTheirSectionIsInView() {
        let scene = scene(.plain, rows: [numbers(30), numbers(30)], fixedHeight: 44, titles: ["A", "B"])
        let table = scene.table
        let natural = table.rectForHeader(inSection: 0)
        table.contentOffset = CGPoint(x: 0, y: 300)
        scene.window.layoutIfNeeded()
        let header = table.headerView(forSection: 0)!
        #expect(header.frame.minY == 300, "the header sticks to the top: \(header.frame) (natural \(natural))")
        let headerIndex = table.subviews.firstIndex { $0 === header }!
        let lastCellIndex = table.subviews.lastIndex { $0 is UITableViewCell }!
        #expect(headerIndex > lastCellIndex, "headers are above the rows")
        // Near the end of section 0 the next header pushes it up.
        let sectionEnd = table.rect(forSection: 0).maxY
        table.contentOffset = CGPoint(x: 0, y: sectionEnd - 10)
        scene.window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)!.frame.maxY == sectionEnd, "the header leaves with its section")
    }

    // MARK: Selection

    @Test func aTapSelectsTheRowAndTheDelegateCanRedirectIt() {
        let scene = scene(rows: [numbers(20)], fixedHeight: 44)
        let table = scene.table
        scene.window.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(scene.source.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        scene.source.redirectSelection[IndexPath(row: 4, section: 0)] = IndexPath(row: 5, section: 0)
        scene.window.tap(at: CGPoint(x: 100, y: 44 * 4 + 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)], "willSelect redirected the tap and single selection dropped row 2")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        scene.source.redirectSelection[IndexPath(row: 6, section: 0)] = .some(nil)
        scene.window.tap(at: CGPoint(x: 100, y: 44 * 6 + 20))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0), "willSelect returning nil refuses the tap")
    }

    // MARK: Updates

    @Test func insertingAndDeletingRowsMovesTheVisibleCells() {
        let scene = scene(rows: [numbers(20)], fixedHeight: 44)
        let table = scene.table
        let cellForRow3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        scene.source.rows[0].insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        scene.window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cellForRow3, "row 3 moved down to 4 with its cell")
        #expect(text(of: table.cellForRow(at: IndexPath(row: 1, section: 0))) == "New")
        #expect(table.contentSize.height == CGFloat(21 * 44))
        scene.source.rows[0].removeFirst(2)
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .left)
        scene.window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellForRow3)
        #expect(table.rect(forRowAt: IndexPath(row: 2, section: 0)).minY == 88)
        #expect(table.numberOfRows(inSection: 0) == 19)
    }

    @Test func countsThatDoNotMatchTheUpdateReloadInsteadOfCrashing() {
        let scene = scene(rows: [numbers(10)], fixedHeight: 44)
        scene.source.rows[0].append(contentsOf: ["x", "y"])
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        scene.window.layoutIfNeeded()
        #expect(scene.table.numberOfRows(inSection: 0) == 12, "the table reloaded from the data source")
        #expect(text(of: scene.table.cellForRow(at: IndexPath(row: 10, section: 0))) == "x")
    }

    @Test func beginAndEndUpdatesAskForHeightsAgain() {
        let scene = scene(rows: [numbers(10)], fixedHeight: 44)
        scene.source.fixedHeight = 60
        scene.table.beginUpdates()
        scene.table.endUpdates()
        scene.window.layoutIfNeeded()
        #expect(scene.table.rect(forRowAt: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 60))
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 60)
    }

    @Test func diffableDataSourceAppliesSnapshotsAndSubclassesGiveTitles() {
        final class TitledSource: UITableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.rowHeight = 44
        window.addSubview(table)
        let source = TitledSource(tableView: table) { tableView, indexPath, number in
            let cell = tableView.dequeueReusableCell(withIdentifier: "n") ?? UITableViewCell(style: .value1, reuseIdentifier: "n")
            cell.textLabel?.text = "Number \(number)"
            cell.detailTextLabel?.text = "\(number * number)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Small", "Large"])
        snapshot.appendItems([1, 2, 3], toSection: "Small")
        snapshot.appendItems([100, 200], toSection: "Large")
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Number 200")
        #expect(table.headerView(forSection: 1) != nil)
        snapshot.deleteItems([2])
        snapshot.appendItems([4], toSection: "Small")
        source.apply(snapshot, animatingDifferences: true)
        window.layoutIfNeeded()
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 4)
        #expect(source.indexPath(for: 3) == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Number 3")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.detailTextLabel?.text == "16")
    }

    @Test func aTableViewControllerServesItsTable() {
        final class FruitController: UITableViewController {
            let fruit = ["Apple", "Pear", "Quince"]
            var tapped: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
                cell.textLabel?.text = fruit[indexPath.row]
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { tapped.append(fruit[indexPath.row]) }
        }
        let controller = FruitController(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear", "Quince"])
        let pear = table.rect(forRowAt: IndexPath(row: 1, section: 0))
        window.tap(at: table.convert(CGPoint(x: pear.midX, y: pear.midY), to: window))
        #expect(controller.tapped == ["Pear"])
        let cell = table.visibleCells[0]
        #expect(cell.contentView.frame.maxX < cell.bounds.width - 20, "the chevron takes room at the trailing edge")
    }

    @Test func badInputIsClampedOrRefusedNotFatal() {
        let scene = scene(rows: [numbers(5)], fixedHeight: .nan)
        #expect(scene.table.rect(forRowAt: IndexPath(row: 0, section: 0)).height >= 44, "a NaN height means automatic: the row sizes itself")
        scene.source.fixedHeight = .infinity
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentSize.height.isFinite)
        scene.table.scrollToRow(at: IndexPath(row: 99, section: 3), at: .top, animated: false)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: .nan)) == nil)
        #expect(scene.table.rect(forRowAt: IndexPath(row: 9, section: 0)) == .zero)
        scene.table.selectRow(at: IndexPath(row: 42, section: 0), animated: false, scrollPosition: .middle)
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test func scrollToRowPlacesTheRowAtTheAskedPosition() {
        let scene = scene(rows: [numbers(200)], fixedHeight: 40)
        let table = scene.table
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2_000)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2_040 - 480))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2_020 - 240))
        scene.window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 50, section: 0)) == true)
    }
}
