import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor private final class BodyCounter { var runs = 0 }

/// Equal when the titles are, whatever the counter.
private struct Chart: View, Equatable {
    let title: String
    let counter: BodyCounter
    var body: some View {
        counter.runs += 1
        return Text(title)
    }
    nonisolated static func == (lhs: Chart, rhs: Chart) -> Bool { lhs.title == rhs.title }
}

@MainActor @Observable private final class Dashboard { var taps = 0 }

private struct Screen: View {
    let dashboard: Dashboard
    let counter: BodyCounter
    var body: some View {
        VStack {
            Text("Taps \(dashboard.taps)")
            Chart(title: dashboard.taps > 2 ? "Busy" : "Quiet", counter: counter).equatable()
        }
    }
}

@MainActor
@Suite struct EquatableViewTests {
    @Test func anEquatableViewRunsItsBodyOnlyWhenItChangesByItsOwnEquality() {
        let dashboard = Dashboard(), counter = BodyCounter()
        let hosted = Hosted(Screen(dashboard: dashboard, counter: counter))
        #expect(counter.runs == 1)
        dashboard.taps = 1
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text).contains("Taps 1"))
        #expect(counter.runs == 1, "equal: the chart's body did not run")
        dashboard.taps = 3
        hosted.window.layoutIfNeeded()
        #expect(counter.runs == 2)
        #expect(hosted.texts.map(\.text).contains("Busy"))
    }
}
