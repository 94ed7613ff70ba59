import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Counts body runs by view name.
@MainActor
private final class Runs {
    var counts: [String: Int] = [:]
    func ran(_ name: String) { counts[name, default: 0] += 1 }
    func total(_ prefix: String) -> Int { counts.filter { $0.key.hasPrefix(prefix) }.values.reduce(0, +) }
}

private struct Row: View {
    let title: String
    let index: Int
    let runs: Runs
    var body: some View {
        runs.ran("row \(index)")
        return HStack {
            Text(title)
            Rectangle().frame(width: 10, height: 10)
        }
    }
}

private struct Screen: View {
    let runs: Runs
    @State private var count = 0
    @State private var highlighted = 3
    var body: some View {
        runs.ran("screen")
        return VStack {
            Button("Tap \(count)") { count += 1 }
            ForEach(0..<20, id: \.self) { index in
                Row(title: index == highlighted ? "Selected" : "Row \(index)", index: index, runs: runs)
            }
            Button("Next") { highlighted += 1 }
        }
        .font(.body)
    }
}

@Observable
private final class Item: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

private struct ItemRow: View {
    let item: Item
    let runs: Runs
    var body: some View {
        runs.ran("item \(item.id)")
        return Text(item.title)
    }
}

private struct ItemList: View {
    let items: [Item]
    let runs: Runs
    var body: some View {
        runs.ran("list")
        return VStack { ForEach(items) { ItemRow(item: $0, runs: runs) } }
    }
}

/// A change runs the bodies that depend on it, not the tree around them.
@MainActor
@Suite(.manualClock) struct BodyEvaluationTests {
    @Test func childrenWhoseInputsDidNotChangeDoNotRunAgain() {
        let runs = Runs()
        let hosted = Hosted(Screen(runs: runs), size: CGSize(width: 300, height: 800))
        #expect(runs.counts["screen"] == 1 && runs.total("row") == 20)
        hosted.buttons.first?.sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(runs.counts["screen"] == 2, "the state's owner runs again")
        #expect(runs.total("row") == 20, "its rows, given the same values, do not")
        #expect(hosted.texts.first?.text == "Tap 1")
    }

    @Test func aChildGivenANewValueRunsAlone() {
        let runs = Runs()
        let hosted = Hosted(Screen(runs: runs), size: CGSize(width: 300, height: 800))
        hosted.buttons.last?.sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(runs.counts["row 3"] == 2 && runs.counts["row 4"] == 2, "the old and the new selection")
        #expect(runs.total("row") == 22)
        #expect(hosted.texts.map(\.text).contains("Selected"))
    }

    @Test func oneModelChangeRunsExactlyOneBody() {
        let runs = Runs()
        let items = (0..<50).map { Item(id: $0, title: "Item \($0)") }
        let hosted = Hosted(ItemList(items: items, runs: runs), size: CGSize(width: 300, height: 2000))
        let before = runs.counts.values.reduce(0, +)
        items[17].title = "Changed"
        hosted.window.layoutIfNeeded()
        #expect(runs.counts.values.reduce(0, +) == before + 1)
        #expect(runs.counts["item 17"] == 2)
        #expect(hosted.texts.map(\.text).contains("Changed"))
    }

    @Test func aChangeMeasuresThePathToItAndNothingElse() throws {
        let runs = Runs()
        let items = (0..<50).map { Item(id: $0, title: "Item \($0)") }
        let hosted = Hosted(ItemList(items: items, runs: runs), size: CGSize(width: 300, height: 2000))
        let graph = try #require(hosted.controller.view as? _UIHostingView<ItemList>).graph
        func measurements(_ node: ViewNode) -> Int { node.measurements + node.children.map(measurements).reduce(0, +) }
        func rows(_ node: ViewNode) -> [ViewNode] { node.identity is Int ? [node] : node.children.flatMap(rows) }
        let rowNodes = rows(graph.root)
        #expect(rowNodes.count == 50)
        let before = rowNodes.map(measurements)
        // The same glyphs in another order: the column keeps its width, so no other row is
        // offered a new size.
        items[17].title = "Item 71"
        hosted.window.layoutIfNeeded()
        let after = rowNodes.map(measurements)
        for index in rowNodes.indices where index != 17 {
            #expect(after[index] == before[index], "row \(index) was not measured again")
        }
        #expect(after[17] > before[17])
        #expect(hosted.texts.filter { $0.text == "Item 71" }.count == 1)
    }

    @Test func theParentMeasuresAgainOnlyWhenTheChildsSizeChanged() throws {
        let runs = Runs()
        let items = (0..<20).map { Item(id: $0, title: "Item \($0)") }
        let hosted = Hosted(ItemList(items: items, runs: runs), size: CGSize(width: 300, height: 1000))
        let graph = try #require(hosted.controller.view as? _UIHostingView<ItemList>).graph
        func stacks(_ node: ViewNode) -> [ViewNode] { (node.layout is StackNodeLayout ? [node] : []) + node.children.flatMap(stacks) }
        let column = try #require(stacks(graph.root).first)
        let measured = column.measurements
        items[12].title = "Item 21"
        hosted.window.layoutIfNeeded()
        #expect(column.measurements == measured, "the same size: the column keeps its sizes")
        #expect(hosted.texts.contains { $0.text == "Item 21" })
        items[12].title = "A much longer title"
        hosted.window.layoutIfNeeded()
        #expect(column.measurements > measured, "a new size: the column measures again")
        let text = try #require(hosted.texts.first { $0.text == "A much longer title" })
        #expect(text.frame.width > 100, "and lays the row out at its new size: \(text.frame)")
    }

    @Test func viewsComparedAsSwiftUICompares() {
        struct Plain { var a = 1; var b = "text"; var c: [Int] = [1, 2] }
        #expect(ViewComparison.same(Plain(), Plain()))
        #expect(!ViewComparison.same(Plain(), Plain(a: 2)))
        #expect(!ViewComparison.same(Plain(), Plain(b: "other")))
        struct WithClosure { var action: () -> Void }
        let action = {}
        #expect(ViewComparison.same(WithClosure(action: action), WithClosure(action: action)), "the same closure")
        #expect(!ViewComparison.same(WithClosure(action: {}), WithClosure(action: { print("") })))
        struct WithBinding { var value: Binding<Int> }
        #expect(!ViewComparison.same(WithBinding(value: .constant(1)), WithBinding(value: .constant(1))), "bindings always run again")
        struct WithState { @State var count = 0; var label = "a" }
        #expect(ViewComparison.same(WithState(count: 1), WithState(count: 2)), "state lives in the node")
    }
}
