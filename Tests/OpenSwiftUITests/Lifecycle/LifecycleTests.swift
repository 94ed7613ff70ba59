import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Screen {
    var showsDetail = true
    var count = 0
    var log: [String] = []
}

/// Builds its content in a body, so the model's reads are tracked.
private struct Body<Content: View>: View {
    let content: () -> Content
    init(@ViewBuilder _ content: @escaping () -> Content) { self.content = content }
    var body: some View { content() }
}

private struct Detail: View {
    let screen: Screen
    var body: some View {
        Text("Detail")
            .onAppear { screen.log.append("appear") }
            .onDisappear { screen.log.append("disappear") }
    }
}

/// A parent whose `onAppear` reads what its child's set.
private struct AppearingParent: View {
    let screen: Screen
    var body: some View {
        VStack {
            Text("Child").onAppear { screen.log.append("child") }
        }
        .onAppear { screen.log.append("parent") }
    }
}

/// `onAppear`, `onDisappear`, `onChange` and `task` run as SwiftUI runs them.
@MainActor
@Suite(.manualClock) struct LifecycleTests {
    @Test func aChildAppearsBeforeItsParent() {
        let screen = Screen()
        let hosted = Hosted(AppearingParent(screen: screen))
        hosted.settle()
        #expect(screen.log == ["child", "parent"])
    }

    @Test func appearAndDisappearRunOnceEach() {
        let screen = Screen()
        let hosted = Hosted(Body {
            VStack {
                if screen.showsDetail { Detail(screen: screen) }
                Text("\(screen.count)")
            }.onAppear { screen.log.append("screen") }
        })
        #expect(screen.log.sorted() == ["appear", "screen"])
        screen.count += 1
        hosted.window.layoutIfNeeded()
        #expect(screen.log.count == 2, "an update is not an appearance")
        screen.showsDetail = false
        hosted.window.layoutIfNeeded()
        #expect(screen.log.last == "disappear")
        screen.showsDetail = true
        hosted.window.layoutIfNeeded()
        #expect(screen.log.last == "appear", "a view that comes back appears again")
    }

    @Test func stateChangedOnAppearIsShownInTheSameFrame() {
        struct Loader: View {
            @State private var loaded = false
            var body: some View {
                Text(loaded ? "Loaded" : "Loading").onAppear { loaded = true }
            }
        }
        let hosted = Hosted(Loader())
        #expect(hosted.texts.map(\.text) == ["Loaded"])
    }

    @Test func onChangeSeesTheOldAndNewValues() {
        let screen = Screen()
        var changes: [String] = []
        let hosted = Hosted(Body {
            Text("\(screen.count)")
                .onChange(of: screen.count) { old, new in changes.append("\(old)→\(new)") }
                .onChange(of: screen.count, initial: true) { changes.append("any") }
        })
        #expect(changes == ["any"], "the initial call only where asked")
        screen.count = 3
        hosted.window.layoutIfNeeded()
        screen.count = 5
        hosted.window.layoutIfNeeded()
        hosted.window.layoutIfNeeded()
        #expect(changes.filter { $0 != "any" } == ["0→3", "3→5"])
        #expect(changes.filter { $0 == "any" }.count == 3, "once on appearing, once per change")
    }

    @Test func aTaskRunsWhileTheViewIsThereAndRestartsForANewID() async {
        let screen = Screen()
        final class Runs: @unchecked Sendable {
            var started: [Int] = []
            var cancelled: [Int] = []
        }
        let runs = Runs()
        let hosted = Hosted(Body {
            if screen.showsDetail {
                Text("Detail").task(id: screen.count) { @MainActor in
                    let id = screen.count
                    runs.started.append(id)
                    while !Task.isCancelled { await Task.yield() }
                    runs.cancelled.append(id)
                }
            }
        })
        for _ in 0..<5 { await Task.yield() }
        #expect(runs.started == [0])
        screen.count = 1
        hosted.window.layoutIfNeeded()
        for _ in 0..<5 { await Task.yield() }
        #expect(runs.cancelled == [0] && runs.started == [0, 1])
        screen.showsDetail = false
        hosted.window.layoutIfNeeded()
        for _ in 0..<5 { await Task.yield() }
        #expect(runs.cancelled == [0, 1], "cancelled when the view leaves")
    }
}
