import Foundation
import Observation
import Testing
import OpenUIKitTesting
@testable import OpenSwiftUI

/// Counts body runs by name, to check which bodies a change runs again.
@MainActor
final class BodyRuns {
    static var counts: [String: Int] = [:]
    static func record(_ name: String) { counts[name, default: 0] += 1 }
    static func reset() { counts = [:] }
}

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
}

private struct HomeScore: View {
    let board: Scoreboard
    var body: some View {
        BodyRuns.record("home")
        return Text("Home \(board.home)")
    }
}

private struct AwayScore: View {
    let board: Scoreboard
    var body: some View {
        BodyRuns.record("away")
        return Text("Away \(board.away)")
    }
}

private struct Board: View {
    let board: Scoreboard
    var body: some View {
        BodyRuns.record("board")
        return VStack {
            HomeScore(board: board)
            AwayScore(board: board)
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        HStack {
            Text("Taps: \(count)")
            Button("Tap") { count += 1 }
        }
    }
}

private struct Parent: View {
    @State var showsDetail = true
    @State var total = 0
    var body: some View {
        VStack {
            Text("Total \(total)")
            Stepper(value: $total)
            if showsDetail {
                Counter()
            } else {
                Text("Hidden")
            }
        }
    }
}

private struct Stepper: View {
    @Binding var value: Int
    var body: some View {
        Button("Add") { value += 5 }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct Themed: View {
    @Environment(\.theme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text("\(theme) \(colorScheme == .dark ? "dark" : "light")")
    }
}

private struct Bold: ViewModifier {
    @State private var presses = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Pressed \(presses)") { presses += 1 }
        }
    }
}

@MainActor
@Suite("State, bindings, environment and observation", .serialized)
struct StateTests {
    @Test func stateSurvivesBodyRunsAndATapRunsTheBodyAgain() {
        let hosted = Hosted(Counter())
        #expect(hosted.texts.map(\.text) == ["Taps: 0", "Tap"])
        hosted.buttons[0].sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["Taps: 1", "Tap"])
        hosted.buttons[0].sendActions(for: .touchUpInside)
        hosted.buttons[0].sendActions(for: .touchUpInside)
        #expect(hosted.texts.map(\.text) == ["Taps: 3", "Tap"])
    }

    @Test func aTapOnTheScreenReachesTheButton() {
        let hosted = Hosted(Counter())
        let button = hosted.drawnViews.first { $0.view is ButtonControl }!.frame
        hosted.window.touchDown(at: CGPoint(x: button.midX, y: button.midY))
        #expect(hosted.buttons[0].alpha < 0.5, "the label fades while pressed")
        hosted.window.touchUp(at: CGPoint(x: button.midX, y: button.midY))
        #expect(hosted.texts.first?.text == "Taps: 1")
        #expect(hosted.buttons[0].alpha == 1)
    }

    @Test func aBindingChangesTheParentsStateAndABranchSwitchResetsTheChildsState() {
        let hosted = Hosted(Parent())
        hosted.buttons[0].sendActions(for: .touchUpInside)
        hosted.buttons[1].sendActions(for: .touchUpInside)
        #expect(hosted.texts.map(\.text) == ["Total 5", "Add", "Taps: 1", "Tap"])
        // The parent's body ran again; the child's state is kept.
        hosted.buttons[0].sendActions(for: .touchUpInside)
        #expect(hosted.texts.map(\.text) == ["Total 10", "Add", "Taps: 1", "Tap"])
    }

    @Test func observableReadsRunOnlyTheBodiesThatReadTheChangedProperty() async {
        BodyRuns.reset()
        let board = Scoreboard()
        let hosted = Hosted(Board(board: board))
        #expect(BodyRuns.counts == ["board": 1, "home": 1, "away": 1])
        board.home = 2
        await hosted.window.waitForScheduledUpdates()
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["Home 2", "Away 0"])
        #expect(BodyRuns.counts == ["board": 1, "home": 2, "away": 1], "only the home score's body ran")
        board.away = 1
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["Home 2", "Away 1"], "a layout right after the change sees it")
        #expect(BodyRuns.counts == ["board": 1, "home": 2, "away": 2])
    }

    @Test func environmentValuesComeFromModifiersAndTraits() {
        let hosted = Hosted(VStack {
            Themed()
            Themed().environment(\.theme, "bold")
        }, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(hosted.texts.map(\.text) == ["plain dark", "bold dark"])
        hosted.window.traitOverrides.userInterfaceStyle = .light
        #expect(hosted.texts.map(\.text) == ["plain light", "bold light"], "a trait change reaches the bodies")
    }

    @Test func aCustomModifierKeepsItsOwnState() {
        let hosted = Hosted(Text("Body").modifier(Bold()))
        hosted.buttons[0].sendActions(for: .touchUpInside)
        #expect(hosted.texts.map(\.text) == ["Body", "Pressed 1"])
    }

    @Test func forEachKeepsStateWithTheElementsID() {
        struct Row: Identifiable { let id: String }
        struct Rows: View {
            let rows: [Row]
            var body: some View {
                VStack { ForEach(rows) { row in HStack { Text(row.id); Counter() } } }
            }
        }
        let hosted = Hosted(Rows(rows: [Row(id: "a"), Row(id: "b")]))
        hosted.buttons[1].sendActions(for: .touchUpInside)
        #expect(hosted.texts.map(\.text) == ["a", "Taps: 0", "Tap", "b", "Taps: 1", "Tap"])
        hosted.controller.rootView = Rows(rows: [Row(id: "b"), Row(id: "c"), Row(id: "a")])
        #expect(hosted.texts.map(\.text) == ["b", "Taps: 1", "Tap", "c", "Taps: 0", "Tap", "a", "Taps: 0", "Tap"])
    }

    @Test func aBodyThatKeepsChangingItsStateStops() {
        struct Restless: View {
            @State private var runs = 0
            var body: some View {
                let text = Text("Runs \(runs)")
                runs += 1
                return text
            }
        }
        let hosted = Hosted(Restless())
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.count == 1, "the update finished")
    }
}

@MainActor
@Suite("Text")
struct TextTests {
    @Test func aLocalizedKeyGroupsWholeNumbersAndAStringStaysAsItIs() {
        let steps = 9_730
        let hosted = Hosted(VStack {
            Text("Steps: \(steps)").environment(\.locale, Locale(identifier: "en_US"))
            Text("Steps: \(steps)").environment(\.locale, Locale(identifier: "de_DE"))
            Text(verbatim: "Steps: \(steps)")
            Text("Bold").bold() + Text(" plain")
        })
        #expect(hosted.texts.map(\.text) == ["Steps: 9,730", "Steps: 9.730", "Steps: 9730", "Bold plain"])
    }

    @Test func textWrapsToTheOfferedWidthAndALineLimitEndsIt() {
        let long = "OpenSwiftUI wraps a long text to the width it is offered, one line under another."
        let hosted = Hosted(VStack {
            Text(long).frame(width: 120)
            Text(long).lineLimit(2).frame(width: 120)
        }, size: CGSize(width: 300, height: 600))
        let wrapped = hosted.texts[0].frame
        let limited = hosted.texts[1].frame
        #expect(wrapped.width <= 120 && wrapped.height > 60, "several lines: \(wrapped)")
        #expect(limited.height < wrapped.height && limited.height > 30, "two lines: \(limited)")
    }
}

/// A body that sets state while it runs gets SwiftUI's warning and still settles.
@MainActor
@Suite struct StateDuringUpdateTests {
    private struct SettlesOnce: View {
        @State private var ready = false
        var body: some View {
            if !ready { ready = true }
            return Text(ready ? "Ready" : "Waiting")
        }
    }

    private struct NeverSettles: View {
        @State private var count = 0
        var body: some View {
            count += 1
            return Text("\(count)")
        }
    }

    @Test func aBodySettingItsStateOnceIsWarnedAndConverges() {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        RuntimeWarning.$handler.withValue({ log.lines.append($0) }) {
            let hosted = Hosted(SettlesOnce())
            #expect(hosted.texts.map(\.text) == ["Ready"])
        }
        #expect(log.lines == ["Modifying state during view update, this will cause undefined behavior."])
    }

    @Test func aBodyThatAlwaysSetsItsStateIsReportedAsALoop() {
        final class Log: @unchecked Sendable { var reports: [UIUpdateLoopReport] = [] }
        let log = Log()
        RuntimeWarning.$handler.withValue({ _ in }) {
            UIUpdateLoopReport.$handler.withValue({ log.reports.append($0) }) {
                let hosted = Hosted(NeverSettles())
                hosted.window.layoutIfNeeded()
                #expect(!hosted.texts.isEmpty, "the update ended and something shows")
            }
        }
        #expect(log.reports.first?.method == "body")
        #expect(log.reports.first?.typeName.hasSuffix("NeverSettles") == true)
    }
}
