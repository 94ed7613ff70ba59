import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A list of rows with swipe actions: trailing Delete and Flag, leading Pin.
@MainActor
private final class SwipeList: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var rows = (0..<30).map { "Row \($0)" }
    var performed: [String] = []
    var selected: [IndexPath] = []
    var completes = true
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    private(set) var collectionView: UICollectionView!

    init(trailing: Bool = true, leading: Bool = true, fullSwipe: Bool = true, direction: UITraitEnvironmentLayoutDirection = .leftToRight) {
        super.init()
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.traitOverrides.layoutDirection = direction
        window.makeKeyAndVisible()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        if trailing {
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    performed.append("Delete \(rows[indexPath.item])")
                    done(completes)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                    performed.append("Flag \(rows[indexPath.item])")
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                let swipe = UISwipeActionsConfiguration(actions: [delete, flag])
                swipe.performsFirstActionWithFullSwipe = fullSwipe
                return swipe
            }
        }
        if leading {
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                    performed.append("Pin \(rows[indexPath.item])")
                    done(true)
                }])
            }
        }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        collectionView.delegate = self
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        MainActor.assumeIsolated { rows.count }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        MainActor.assumeIsolated {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = rows[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        MainActor.assumeIsolated { selected.append(indexPath) }
    }

    func cell(_ item: Int) -> UICollectionViewCell { collectionView.cellForItem(at: IndexPath(item: item, section: 0))! }

    /// The middle of row `item` in the window.
    func centre(of item: Int) -> CGPoint {
        let frame = cell(item).convert(CGRect(origin: .zero, size: cell(item).bounds.size), to: window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A slow drag across row `item`, held before it lifts so it does not fling.
    func swipe(_ item: Int, by dx: CGFloat) {
        window.drag(from: centre(of: item), by: CGPoint(x: dx, y: 0), hold: 0.3)
        TestClock.advance(by: 1)
        window.layoutIfNeeded()
    }

    /// What the window shows at a point, as the view hit there.
    func hit(_ point: CGPoint) -> UIView? { window.hitTest(point, with: nil) }
}

@MainActor
@Suite("Swipe actions", .manualClock)
struct SwipeActionsTests {
    @Test func aSwipeLeftOpensTheTrailingActionsAndATapPerformsOne() throws {
        let list = SwipeList()
        list.swipe(2, by: -120)
        let revealed = list.cell(2).bounds.origin.x
        #expect(revealed >= 148 && revealed <= 160, "Delete and Flag at their natural widths, not \(revealed)")
        #expect(list.collectionView.swipeActions.openIndexPath == IndexPath(item: 2, section: 0))
        let y = list.centre(of: 2).y
        let outer = try #require(list.hit(CGPoint(x: 290, y: y)) as? SwipeActionButton)
        let inner = try #require(list.hit(CGPoint(x: 300 - revealed + 10, y: y)) as? SwipeActionButton)
        #expect(outer.action.title == "Delete", "the first action is at the row's edge")
        #expect(inner.action.title == "Flag")
        list.window.tap(at: CGPoint(x: 290, y: y))
        TestClock.advance(by: 1)
        #expect(list.performed == ["Delete Row 2"])
        #expect(list.cell(2).bounds.origin.x == 0, "the completion closes the row")
        #expect(list.collectionView.swipeActions.openIndexPath == nil)
        #expect(list.selected.isEmpty)
    }

    @Test func theOpenRowShowsItsActionsColours() throws {
        let list = SwipeList()
        list.swipe(0, by: -120)
        let image = try #require(list.window.renderedImage().cgImage)
        let y = Int(list.centre(of: 0).y)
        let red = image.rgba(atX: 296, y: y), orange = image.rgba(atX: 300 - Int(list.cell(0).bounds.origin.x) + 4, y: y)
        #expect(red.red > 200 && red.green < 80 && red.blue < 80, "Delete is red: \(red)")
        #expect(orange.red > 200 && orange.green > 100 && orange.green < 180 && orange.blue < 60, "Flag is orange: \(orange)")
        let content = image.rgba(atX: 10, y: y)
        #expect(content.red > 240 && content.green > 240, "the content slid aside leaves the row's background: \(content)")
    }

    @Test func aShortSwipeFallsBackAndAVerticalDragScrolls() {
        let list = SwipeList()
        list.swipe(1, by: -40)
        #expect(list.cell(1).bounds.origin.x == 0)
        #expect(list.collectionView.swipeActions.openIndexPath == nil)
        list.window.drag(from: list.centre(of: 5), by: CGPoint(x: -20, y: -150), hold: 0.3)
        TestClock.advance(by: 1)
        #expect(list.collectionView.contentOffset.y > 100, "a mostly vertical drag scrolls")
        #expect(list.collectionView.swipeActions.openIndexPath == nil)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let list = SwipeList()
        list.swipe(3, by: -260)
        #expect(list.performed == ["Delete Row 3"])
        #expect(list.cell(3).bounds.origin.x == 0, "closed when the row was not deleted")
        let limited = SwipeList(fullSwipe: false)
        limited.swipe(3, by: -260)
        #expect(limited.performed.isEmpty)
        let reveal = limited.cell(3).bounds.origin.x
        #expect(reveal >= 148 && reveal < 200, "without full swipes the row opens on its buttons: \(reveal)")
    }

    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() {
        let list = SwipeList()
        list.swipe(2, by: -120)
        list.window.tap(at: list.centre(of: 6))
        TestClock.advance(by: 1)
        #expect(list.cell(2).bounds.origin.x == 0)
        #expect(list.selected.isEmpty, "the tap only closed the row")
        list.window.tap(at: list.centre(of: 6))
        #expect(list.selected == [IndexPath(item: 6, section: 0)], "the next tap selects")
    }

    @Test func aSwipeRightShowsTheLeadingActionsAndRightToLeftMirrors() throws {
        let list = SwipeList()
        list.swipe(4, by: 120)
        #expect(list.cell(4).bounds.origin.x < -70)
        let pin = try #require(list.hit(CGPoint(x: 10, y: list.centre(of: 4).y)) as? SwipeActionButton)
        #expect(pin.action.title == "Pin")

        let mirrored = SwipeList(direction: .rightToLeft)
        mirrored.swipe(4, by: 120)
        let delete = try #require(mirrored.hit(CGPoint(x: 10, y: mirrored.centre(of: 4).y)) as? SwipeActionButton)
        #expect(delete.action.title == "Delete", "in right-to-left layouts the trailing edge is on the left")
    }

    @Test func rowsWithoutActionsStayStill() {
        let list = SwipeList(trailing: false, leading: false)
        list.swipe(2, by: -120)
        #expect(list.cell(2).bounds.origin.x == 0)
        list.window.tap(at: list.centre(of: 2))
        #expect(list.selected == [IndexPath(item: 2, section: 0)])
    }

    @Test func theActionsAreVoiceOverActionsOfTheRow() throws {
        let list = SwipeList()
        let actions = try #require(list.cell(1).accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Delete", "Flag", "Pin"])
        #expect(actions[1].perform())
        #expect(list.performed == ["Flag Row 1"])
    }

    @Test func aReusedCellForgetsItsSwipe() {
        let list = SwipeList()
        list.swipe(0, by: -120)
        list.rows.removeFirst()
        list.collectionView.reloadData()
        list.window.layoutIfNeeded()
        #expect(list.collectionView.swipeActions.openIndexPath == nil)
        #expect(list.cell(0).bounds.origin.x == 0)
    }
}

/// A table whose delegate gives trailing actions.
@MainActor
private final class SwipeTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var performed: [Int] = []

    nonisolated func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    nonisolated func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        MainActor.assumeIsolated {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    nonisolated func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        MainActor.assumeIsolated {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                performed.append(indexPath.row)
                done(true)
            }])
        }
    }
}

@MainActor
@Suite("Table swipe actions", .manualClock)
struct TableSwipeActionsTests {
    @Test func theDelegatesActionsShowAndRun() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let source = SwipeTable()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let y = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: window).y
        window.drag(from: CGPoint(x: 150, y: y), by: CGPoint(x: -100, y: 0), hold: 0.3)
        TestClock.advance(by: 1)
        #expect(cell.bounds.origin.x >= 74)
        window.tap(at: CGPoint(x: 290, y: y))
        TestClock.advance(by: 1)
        #expect(source.performed == [1])
        #expect(cell.bounds.origin.x == 0)
    }
}
