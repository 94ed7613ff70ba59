import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Hands a view's bindings to the test, which changes the state behind them.
@MainActor
private final class Handles {
    var first: Binding<Int>?
    var tally: Binding<Int>?
    var last: Binding<String>?
}

/// A dynamic property of the app's own, made of a state and an environment value.
private struct Tally: DynamicProperty {
    @State var count = 0
    @Environment(\.layoutDirection) var direction
}

private struct Panel: View {
    let handles: Handles
    let label: String
    @State private var first = 1
    private let plain = 7
    private var tally = Tally()
    @State private var last = "a"

    init(handles: Handles, label: String) {
        self.handles = handles
        self.label = label
    }

    var body: some View {
        let _ = handles.first = $first
        let _ = handles.tally = tally.$count
        let _ = handles.last = $last
        Text("\(label) \(first) \(tally.count) \(last) \(plain) \(tally.direction == .leftToRight ? "ltr" : "rtl")")
    }
}

/// Dynamic properties keep their own storage, in declaration order, however they are
/// nested, across body runs and across new view values.
@MainActor
@Suite(.manualClock) struct DynamicPropertyInstallerTests {
    @Test func eachPropertyKeepsItsOwnStateAcrossBodyRuns() throws {
        let handles = Handles()
        let hosted = Hosted(Panel(handles: handles, label: "P"))
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["P 1 0 a 7 ltr"])
        try #require(handles.tally).wrappedValue = 5
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["P 1 5 a 7 ltr"], "the nested state changed alone")
        try #require(handles.first).wrappedValue = 2
        try #require(handles.last).wrappedValue = "z"
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["P 2 5 z 7 ltr"])
    }

    @Test func aNewValueOfTheViewKeepsTheStateItsNodeHolds() throws {
        let handles = Handles()
        let hosted = Hosted(Panel(handles: handles, label: "A"))
        hosted.settle()
        try #require(handles.tally).wrappedValue = 3
        hosted.settle()
        hosted.controller.rootView = Panel(handles: handles, label: "B")
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["B 1 3 a 7 ltr"])
    }

    @Test func environmentInsideADynamicPropertyIsTheViews() {
        let handles = Handles()
        let hosted = Hosted(Panel(handles: handles, label: "R"), traits: UITraitCollection(layoutDirection: .rightToLeft))
        hosted.settle()
        #expect(hosted.texts.map(\.text).first?.hasSuffix("rtl") == true, "\(hosted.texts.map(\.text))")
    }
}
