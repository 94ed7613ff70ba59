import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class ShownID {
    var id = 1
}

/// Counts the values a row's state starts with, so a test can tell fresh state from kept.
@MainActor
private final class StartCounter {
    var started = 0
    func next() -> Int {
        started += 1
        return started
    }
}

private struct StatelessRow: View {
    let model: ShownID
    var body: some View {
        Text("Film \(model.id)").id(model.id)
    }
}

private struct CountingRow: View {
    @State private var start: Int
    init(counter: StartCounter) { _start = State(initialValue: counter.next()) }
    var body: some View { Text("Started \(start)") }
}

private struct StatefulRow: View {
    let model: ShownID
    let counter: StartCounter
    var body: some View {
        CountingRow(counter: counter).id(model.id)
    }
}

private struct AppearingRow: View {
    let model: ShownID
    let appeared: StartCounter
    var body: some View {
        Text("Film \(model.id)").onAppear { _ = appeared.next() }.id(model.id)
    }
}

/// A view that takes a new identity outside an animation keeps its nodes and drawn views
/// when nothing inside belongs to the old identity, and starts again when something does.
@MainActor
@Suite(.manualClock) struct ViewNodeIdentityReuseTests {
    private func textViews(_ hosted: Hosted<some View>) -> [TextView] {
        hosted.drawnViews.compactMap { $0.view as? TextView }
    }

    @Test func aStatelessViewKeepsItsDrawnTextForANewIdentity() throws {
        let model = ShownID()
        let hosted = Hosted(StatelessRow(model: model))
        hosted.settle()
        let before = try #require(textViews(hosted).first)
        model.id = 2
        hosted.settle()
        let after = try #require(textViews(hosted).first)
        #expect(after === before, "the text view is kept")
        #expect(after.text == "Film 2")
        #expect(hosted.texts.map(\.text) == ["Film 2"])
    }

    @Test func aViewWithStateStartsAgainForANewIdentity() throws {
        let model = ShownID(), counter = StartCounter()
        let hosted = Hosted(StatefulRow(model: model, counter: counter))
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["Started 1"])
        let before = try #require(textViews(hosted).first)
        model.id = 2
        hosted.settle()
        #expect(hosted.texts.map(\.text).first?.hasPrefix("Started ") == true)
        #expect(hosted.texts.map(\.text) != ["Started 1"], "fresh state, not the old identity's")
        let after = try #require(textViews(hosted).first)
        #expect(after !== before)
    }

    @Test func aViewWithAppearActionsAppearsAgainForANewIdentity() {
        let model = ShownID(), appeared = StartCounter()
        let hosted = Hosted(AppearingRow(model: model, appeared: appeared))
        hosted.settle()
        #expect(appeared.started == 1)
        model.id = 2
        hosted.settle()
        #expect(appeared.started == 2, "the new identity's onAppear runs")
    }

    @Test func anAnimatedChangeOfIdentityReplacesTheView() throws {
        let model = ShownID()
        let hosted = Hosted(StatelessRow(model: model))
        hosted.settle()
        let before = try #require(textViews(hosted).first)
        withAnimation(.linear(duration: 0.2)) { model.id = 2 }
        hosted.settle()
        TestClock.advance(by: 1)
        hosted.settle()
        let after = try #require(textViews(hosted).first)
        #expect(after !== before, "the old view leaves with its transition, a new one comes")
        #expect(hosted.texts.map(\.text) == ["Film 2"])
    }

    @Test func aScrolledListReusesItsRowsDrawnViews() throws {
        let list = List(0..<2_000) { index in
            Label("Row \(index)", systemImage: "star")
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 3)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        var seen = Set<ObjectIdentifier>()
        for step in 1...60 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 300)
            hosted.window.layoutIfNeeded()
            for text in Self.textViews(in: collection) { seen.insert(ObjectIdentifier(text)) }
        }
        let shown = Self.textViews(in: collection).filter { $0.window != nil }
        #expect(shown.contains { $0.text == "Row 415" }, "scrolled past row 400: \(shown.compactMap(\.text).sorted())")
        // 18,000 points of rows went by (about 400 rows); a text view per cell serves them.
        #expect(seen.count < 60, "\(seen.count) text views made for the rows")
    }

    private static func textViews(in view: UIView) -> [TextView] {
        ((view as? TextView).map { [$0] } ?? []) + view.subviews.flatMap { textViews(in: $0) }
    }
}
