import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Fruits {
    var names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    var flagged: [String] = []
    var pinned: [String] = []
}

/// A list whose `ForEach` deletes and moves, in a navigation stack with an edit button.
private struct FruitList: View {
    let fruits: Fruits
    var swipes = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits.names, id: \.self) { name in
                    if swipes {
                        Text(name)
                            .swipeActions {
                                Button("Flag") { fruits.flagged.append(name) }.tint(.orange)
                            }
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                Button("Pin") { fruits.pinned.append(name) }
                            }
                    } else {
                        Text(name).deleteDisabled(name == "Cherry").moveDisabled(name == "Cherry")
                    }
                }
                .onDelete { fruits.names.remove(atOffsets: $0) }
                .onMove { fruits.names.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite(.manualClock) struct ListEditingTests {
    private func collection(in hosted: Hosted<some View>) throws -> UICollectionView {
        try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
    }

    private func cell(_ item: Int, in hosted: Hosted<some View>) throws -> UICollectionViewListCell {
        try #require(try collection(in: hosted).cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    /// Where a view is in the window, whatever its bounds' origin (a swipe moves it).
    private func frame(of view: UIView) -> CGRect { view.superview!.convert(view.frame, to: nil) }

    private func swipe(_ item: Int, by dx: CGFloat, in hosted: Hosted<some View>) throws {
        let row = frame(of: try cell(item, in: hosted))
        hosted.window.drag(from: CGPoint(x: row.midX, y: row.midY), by: CGPoint(x: dx, y: 0), hold: 0.3)
        hosted.settle()
    }

    /// The edit button's title as VoiceOver reads it, with its frame.
    private func editButton(in hosted: Hosted<some View>) -> (label: String, frame: CGRect)? {
        hosted.window.voiceOverOrder.first { $0.label == "Edit" || $0.label == "Done" }.map { ($0.label ?? "", $0.frame) }
    }

    private func tapEditButton(in hosted: Hosted<some View>) throws {
        let box = try #require(editButton(in: hosted)).frame
        hosted.window.tap(at: CGPoint(x: box.midX, y: box.midY))
        hosted.settle()
    }

    @Test func aSwipeOnARowOfAnEditableForEachShowsDeleteAndDeletes() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try swipe(1, by: -140, in: hosted)
        let cell = try cell(1, in: hosted)
        #expect(cell.bounds.origin.x >= 74, "the row opened on its Delete button")
        let row = frame(of: cell)
        let shot = try #require(hosted.window.renderedImage().cgImage)
        let red = shot.rgba(atX: Int(row.maxX) - 10, y: Int(row.midY)), text = shot.rgba(atX: 30, y: Int(row.midY))
        #expect(red.red > 200 && red.green < 80, "the Delete button is red: \(red)")
        #expect(text.red > 200 && text.green > 200, "the row's start is empty, its text slid aside: \(text)")
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/swipe.png"))
        }
        hosted.window.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        hosted.settle()
        #expect(fruits.names == ["Apple", "Cherry", "Damson", "Elderberry"])
        #expect(try collection(in: hosted).numberOfItems(inSection: 0) == 4)
        #expect(!hosted.window.voiceOverOrder.contains { $0.label == "Banana" }, "no row shows the deleted fruit")
    }

    @Test func aFullSwipeDeletesAtOnceButNotARowWithDeleteDisabled() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try swipe(3, by: -330, in: hosted)
        #expect(fruits.names == ["Apple", "Banana", "Cherry", "Elderberry"])
        try swipe(2, by: -200, in: hosted)
        #expect(try cell(2, in: hosted).bounds.origin.x == 0, "Cherry cannot be deleted")
        #expect(fruits.names.count == 4)
    }

    @Test func swipeActionsReplaceDeleteAndRunTheirButtons() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits, swipes: true), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let configuration = try #require(try collection(in: hosted).swipeActionsConfiguration(for: IndexPath(item: 0, section: 0), leading: false))
        #expect(configuration.actions.map(\.title) == ["Flag"], "no Delete beside the row's own actions")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        configuration.actions[0].backgroundColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red > 0.95 && green > 0.5 && green < 0.65 && blue < 0.05, "the button's tint fills it")
        try swipe(0, by: -330, in: hosted)
        #expect(fruits.flagged == ["Apple"], "a full swipe runs the first button")
        try swipe(1, by: 330, in: hosted)
        #expect(fruits.pinned.isEmpty, "the leading actions do not allow a full swipe")
        let row = frame(of: try cell(1, in: hosted))
        hosted.window.tap(at: CGPoint(x: row.minX + 20, y: row.midY))
        hosted.settle()
        #expect(fruits.pinned == ["Banana"])
        #expect(fruits.names.count == 5)
    }

    @Test func theRowsActionsReadAsVoiceOverActions() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let actions = try #require(try cell(0, in: hosted).accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Delete"])
        #expect(actions[0].perform())
        hosted.settle()
        #expect(fruits.names.first == "Banana")
    }

    @Test func theEditButtonTurnsOnEditModeWithDeleteButtonsAndReorderHandles() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(editButton(in: hosted)?.label == "Edit")
        #expect(try collection(in: hosted).isEditing == false)
        try tapEditButton(in: hosted)
        TestClock.advance(by: 1)
        hosted.settle()
        #expect(try collection(in: hosted).isEditing)
        #expect(editButton(in: hosted)?.label == "Done")
        let apple = try cell(0, in: hosted)
        let delete = try #require(apple.subviews.first { $0 is CellDeleteControl })
        #expect(!delete.isHidden)
        #expect(apple.subviews.contains { $0 is CellReorderControl && !$0.isHidden })
        let cherry = try cell(2, in: hosted)
        #expect(!cherry.subviews.contains { $0 is CellDeleteControl || $0 is CellReorderControl }, "Cherry can be neither deleted nor moved")

        // The delete button opens the row's Delete action, which deletes.
        let disc = frame(of: delete)
        hosted.window.tap(at: CGPoint(x: disc.midX, y: disc.midY))
        TestClock.advance(by: 1)
        #expect(apple.bounds.origin.x > 0)
        let row = frame(of: apple)
        hosted.window.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        hosted.settle()
        #expect(fruits.names == ["Banana", "Cherry", "Damson", "Elderberry"])

        try tapEditButton(in: hosted)
        TestClock.advance(by: 1)
        hosted.settle()
        #expect(try collection(in: hosted).isEditing == false)
        #expect(try cell(0, in: hosted).subviews.contains { $0 is CellDeleteControl && !$0.isHidden } == false)
    }

    @Test func draggingAReorderHandleMovesTheRow() throws {
        let fruits = Fruits()
        let hosted = Hosted(FruitList(fruits: fruits), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try tapEditButton(in: hosted)
        TestClock.advance(by: 1)
        hosted.settle()
        let apple = try cell(0, in: hosted)
        let handle = frame(of: try #require(apple.subviews.first { $0 is CellReorderControl }))
        let rowHeight = apple.bounds.height
        // Apple goes below Damson: between Damson and Elderberry.
        hosted.window.drag(from: CGPoint(x: handle.midX, y: handle.midY), by: CGPoint(x: 0, y: rowHeight * 3 + 4), steps: 12, hold: 0.2)
        hosted.settle()
        #expect(fruits.names == ["Banana", "Cherry", "Damson", "Apple", "Elderberry"])
        let shown = hosted.texts.sorted { $0.frame.minY < $1.frame.minY }.map(\.text)
        #expect(shown.firstIndex(of: "Apple")! > shown.firstIndex(of: "Damson")!)

        // Upwards: Elderberry to the top.
        let elderberry = try cell(4, in: hosted)
        let elderHandle = frame(of: try #require(elderberry.subviews.first { $0 is CellReorderControl }))
        hosted.window.drag(from: CGPoint(x: elderHandle.midX, y: elderHandle.midY), by: CGPoint(x: 0, y: -rowHeight * 5), steps: 12, hold: 0.2)
        hosted.settle()
        #expect(fruits.names == ["Elderberry", "Banana", "Cherry", "Damson", "Apple"])
    }

    @Test func editModeFromTheEnvironmentOrTheHostingController() throws {
        let fruits = Fruits()
        let active = List {
            ForEach(fruits.names, id: \.self) { Text($0) }.onDelete { fruits.names.remove(atOffsets: $0) }
        }
        .environment(\.editMode, Binding.constant(EditMode.active))
        let hosted = Hosted(active, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(try collection(in: hosted).isEditing)
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)

        let lone = Hosted(EditButton(), size: CGSize(width: 200, height: 100), scale: 1)
        lone.settle()
        #expect(lone.texts.map(\.text) == ["Edit"], "the hosting controller's edit mode starts inactive")
        lone.window.tap(at: CGPoint(x: 100, y: 50))
        lone.settle()
        #expect(lone.texts.map(\.text) == ["Done"], "and an edit button turns it on, as in SwiftUI")
    }
}

@MainActor
@Suite(.manualClock) struct ListRowBadgeTests {
    @Test func aBadgeShowsAtTheRowsEndAndASeparatorTintColoursItsSeparator() throws {
        let view = List {
            Text("Inbox").badge(12).listRowSeparatorTint(.red)
            Text("Drafts").badge(0)
            Text("Sent")
        }
        .listStyle(.plain)
        let hosted = Hosted(view, size: CGSize(width: 390, height: 600), scale: 1)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        let inbox = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let drafts = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let badge = try #require(inbox.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12" })
        #expect(badge.frame.maxX > 340, "the count sits at the trailing edge: \(badge.frame)")
        #expect(drafts.accessories.isEmpty, "a zero badge shows nothing")
        let separator = try #require(inbox.subviews.first { !$0.isHidden && $0.frame.height < 1.5 && $0.frame.width > 300 })
        let line = separator.convert(CGRect(origin: .zero, size: separator.bounds.size), to: nil)
        let image = try #require(hosted.window.renderedImage().cgImage)
        let pixel = image.rgba(atX: 200, y: Int(line.minY))
        #expect(pixel.red > 200 && pixel.green < 120, "the row's separator takes its tint: \(pixel)")
        let plain = drafts.subviews.first { !$0.isHidden && $0.frame.height < 1.5 && $0.frame.width > 300 }
        let plainLine = try #require(plain).convert(CGRect(origin: .zero, size: try #require(plain).bounds.size), to: nil)
        let grey = image.rgba(atX: 200, y: Int(plainLine.minY))
        #expect(abs(Int(grey.red) - Int(grey.green)) < 20, "other rows keep the system's separator: \(grey)")
    }
}

@MainActor
@Suite(.manualClock) struct ListScrollGeometryTests {
    private final class Log { var far: [Bool] = [] }

    @Test func aListReportsItsScrollGeometry() throws {
        let log = Log()
        let view = List(0..<200, id: \.self) { Text("Row \($0)") }
            .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 300 } action: { _, far in log.far.append(far) }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 600), scale: 1)
        hosted.settle()
        #expect(log.far.isEmpty, "the first value runs no action")
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        collection.contentOffset = CGPoint(x: 0, y: 800)
        hosted.settle()
        #expect(log.far == [true])
        collection.contentOffset = CGPoint(x: 0, y: 0)
        #expect(log.far == [true, false])
    }
}
