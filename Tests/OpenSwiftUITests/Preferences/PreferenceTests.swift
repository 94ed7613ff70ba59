import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue = "Untitled"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

@Observable
private final class Counts {
    var values = [1, 2, 3]
}

@MainActor
private final class Seen {
    var totals: [Int] = []
}

private struct Summed: View {
    let counts: Counts
    let seen: Seen
    var body: some View {
        VStack {
            ForEach(counts.values.indices, id: \.self) { index in
                Text("\(counts.values[index])").preference(key: TotalKey.self, value: counts.values[index])
            }
        }
        .onPreferenceChange(TotalKey.self) { seen.totals.append($0) }
        .overlayPreferenceValue(TotalKey.self, alignment: .topLeading) { total in
            Text("Total \(total)")
        }
    }
}

/// Preferences flow up: combined by their key, read by ancestors.
@MainActor
@Suite(.manualClock) struct PreferenceTests {
    @Test func valuesCombineAndReachReaders() {
        let counts = Counts()
        let seen = Seen()
        let hosted = Hosted(Summed(counts: counts, seen: seen))
        #expect(seen.totals == [6])
        #expect(hosted.texts.map(\.text).contains("Total 6"))
        counts.values.append(4)
        hosted.window.layoutIfNeeded()
        #expect(seen.totals == [6, 10])
        #expect(hosted.texts.map(\.text).contains("Total 10"), "\(hosted.texts.map(\.text))")
        counts.values[0] = 1
        hosted.window.layoutIfNeeded()
        #expect(seen.totals == [6, 10], "no change, no call")
    }

    @Test func theNearestSetterAndTransformsWin() {
        var titles: [String] = []
        let hosted = Hosted(VStack {
            Text("A").preference(key: TitleKey.self, value: "Inner")
        }
        .transformPreference(TitleKey.self) { $0 += "!" }
        .onPreferenceChange(TitleKey.self) { titles.append($0) })
        _ = hosted
        #expect(titles == ["Inner!"])
        var defaults: [String] = []
        let empty = Hosted(Text("B").onPreferenceChange(TitleKey.self) { defaults.append($0) })
        _ = empty
        #expect(defaults == ["Untitled"], "the default where nothing sets one")
    }
}
