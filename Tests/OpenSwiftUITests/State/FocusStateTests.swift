import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private enum Field: Hashable {
    case first, second
}

@MainActor
private final class Reads {
    var values: [Field?] = []
}

private struct Form: View {
    @FocusState private var field: Field?
    let reads: Reads
    var body: some View {
        reads.values.append(field)
        return VStack {
            Button("First") { field = .second }.focused($field, equals: .first)
            Button("Second") { field = nil }.focused($field, equals: .second)
        }
    }
}

/// `@FocusState` moves keyboard focus when set and follows it when the keyboard moves it.
@MainActor
@Suite struct FocusStateTests {
    @Test func settingTheStateMovesFocusAndTabMovesTheState() {
        let reads = Reads()
        let hosted = Hosted(Form(reads: reads))
        let buttons = hosted.buttons
        #expect(buttons.count == 2 && reads.values.last == .some(nil))
        buttons[0].sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(buttons[1].isFocused, "setting the state focused the second button")
        #expect(reads.values.last == .second)
        hosted.window.pressKey(.keyboardTab)
        hosted.window.layoutIfNeeded()
        #expect(buttons[0].isFocused, "Tab wrapped round to the first")
        #expect(reads.values.last == .first, "and the state followed")
        buttons[1].sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(!buttons[0].isFocused && !buttons[1].isFocused, "nil takes focus away")
        #expect(reads.values.last == .some(nil))
    }
}
