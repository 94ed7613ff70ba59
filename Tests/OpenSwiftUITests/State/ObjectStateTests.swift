import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Counter: ObservableObject {
    static var made = 0
    @Published var count = 0
    init() { Counter.made += 1 }
}

private struct Owner: View {
    @StateObject private var counter = Counter()
    let label: String
    var body: some View {
        VStack {
            Text("\(label) \(counter.count)")
            Button("Add") { counter.count += 1 }
        }
    }
}

private struct Shown: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("Seen \(counter.count)") }
}

private struct FromEnvironment: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Text("Shared \(counter.count)") }
}

@Observable
private final class Toggle {
    var shown = true
}

@Observable
private final class Library {
    var books = ["Dune"]
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    @Environment(Library.self) private var optionalLibrary: Library?
    var body: some View { Text("\(library.books.count) \(optionalLibrary == nil ? "none" : "some")") }
}

private struct Editor: View {
    @Bindable var library: Library
    var body: some View {
        let first = $library.books
        return Button("Add") { first.wrappedValue.append("Emma") }
    }
}

/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment(Type.self)`,
/// `@Bindable` and `onReceive` behave as in SwiftUI.
@MainActor
@Suite(.manualClock, .serialized) struct ObjectStateTests {
    @Test func aStateObjectIsMadeOnceAndItsChangesShow() {
        Counter.made = 0
        let hosted = Hosted(Owner(label: "Count"))
        #expect(Counter.made == 1)
        hosted.buttons.first?.sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        hosted.controller.rootView = Owner(label: "Total")
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.first?.text == "Total 1", "kept across a new view value")
        #expect(Counter.made == 1, "made once for the view's identity")
    }

    @Test func aStateObjectStartsAgainForANewIdentity() {
        Counter.made = 0
        struct Switching: View {
            let key: Int
            var body: some View { Owner(label: "Count").id(key) }
        }
        let hosted = Hosted(Switching(key: 1))
        hosted.buttons.first?.sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.first?.text == "Count 1")
        hosted.controller.rootView = Switching(key: 2)
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.first?.text == "Count 0", "a new id is a new view")
        #expect(Counter.made == 2)
    }

    @Test func observedAndEnvironmentObjectsRunTheirBodies() {
        let counter = Counter()
        let hosted = Hosted(VStack {
            Shown(counter: counter)
            FromEnvironment()
        }.environmentObject(counter))
        #expect(hosted.texts.map(\.text) == ["Seen 0", "Shared 0"])
        counter.count = 4
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["Seen 4", "Shared 4"])
    }

    @Test func observableObjectsInTheEnvironmentAndBindable() {
        let library = Library()
        let hosted = Hosted(VStack {
            Shelf()
            Editor(library: library)
        }.environment(library))
        #expect(hosted.texts.first?.text == "1 some")
        hosted.buttons.first?.sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(library.books == ["Dune", "Emma"])
        #expect(hosted.texts.first?.text == "2 some")
    }

    @Test func onReceiveDeliversUntilTheViewLeaves() {
        let subject = PassthroughSubject<Int, Never>()
        final class Log { var values: [Int] = [] }
        let log = Log()
        let toggle = Toggle()
        struct Listening: View {
            let subject: PassthroughSubject<Int, Never>
            let log: Log
            let toggle: Toggle
            var body: some View {
                if toggle.shown {
                    Text("Listening").onReceive(subject) { log.values.append($0) }
                }
            }
        }
        let hosted = Hosted(Listening(subject: subject, log: log, toggle: toggle))
        subject.send(1)
        subject.send(2)
        toggle.shown = false
        hosted.window.layoutIfNeeded()
        subject.send(3)
        #expect(log.values == [1, 2])
    }
}
