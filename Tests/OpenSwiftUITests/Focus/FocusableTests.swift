import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

@MainActor
private final class Log {
    var keys: [String] = []
    var focusedReads: [Bool] = []
}

/// A tile that reads whether it has focus, for `isFocused`.
private struct Tile: View {
    @Environment(\.isFocused) private var isFocused
    let log: Log
    var body: some View {
        log.focusedReads.append(isFocused)
        return Color(isFocused ? .red : .blue).frame(width: 100, height: 100)
    }
}

private enum Field: Hashable { case tile, other }

private struct Board: View {
    @FocusState private var field: Field?
    let log: Log
    var body: some View {
        VStack(spacing: 0) {
            Tile(log: log)
                .focusable()
                .focused($field, equals: .tile)
                .onKeyPress(.rightArrow) {
                    log.keys.append("right")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.keys.append("digit \(press.characters)")
                    return .handled
                }
            Color.green.frame(width: 100, height: 100)
                .focusable()
                .focused($field, equals: .other)
        }
        .onKeyPress(phases: .all) { press in
            log.keys.append("outer \(press.key == .leftArrow ? "left" : press.characters) \(press.phase == .up ? "up" : "down")")
            return .ignored
        }
        .defaultFocus($field, .other)
    }
}

/// `focusable`, `onKeyPress`, `isFocused` and `defaultFocus`.
@MainActor
@Suite(.manualClock) struct FocusableTests {
    @Test func defaultFocusPicksTheViewAndTabMovesOn() {
        let log = Log()
        let hosted = Hosted(Board(log: log), size: CGSize(width: 100, height: 200), scale: 1)
        hosted.settle()
        // The green view took focus by default; the tile does not show focus.
        #expect(log.focusedReads.last == false)
        hosted.window.pressKey(.keyboardTab)
        hosted.settle()
        #expect(log.focusedReads.last == true, "Tab reached the focusable tile")
        #expect(hosted.redPixels(inRow: 50) > 50, "the tile turned red as it read isFocused")
    }

    @Test func keysReachTheFocusedViewsActionsAndIgnoredOnesGoOn() {
        let log = Log()
        let hosted = Hosted(Board(log: log), size: CGSize(width: 100, height: 200), scale: 1)
        hosted.settle()
        hosted.window.tap(at: CGPoint(x: 50, y: 50))
        hosted.settle()
        #expect(log.focusedReads.last == true, "a tap focused the tile")
        hosted.window.pressKey(.keyboardRightArrow)
        hosted.window.pressKey(.keyboard7)
        hosted.window.pressKey(.keyboardLeftArrow)
        // The tile's actions take key downs; the releases and the arrow it does not
        // handle go on to the stack around it.
        #expect(log.keys == ["right", "outer  up", "digit 7", "outer 7 up", "outer left down", "outer left up"], "\(log.keys)")
    }

    @Test func aViewThatIsNotFocusableIsSkipped() {
        let view = VStack {
            Color.red.frame(width: 50, height: 50).focusable(false)
            Color.blue.frame(width: 50, height: 50).focusable()
        }
        let hosted = Hosted(view, size: CGSize(width: 100, height: 200), scale: 1)
        hosted.settle()
        hosted.window.pressKey(.keyboardTab)
        let focused = hosted.drawnViews.compactMap { $0.view as? FocusableView }.filter(\.isFocused)
        #expect(focused.count == 1 && focused.first?.isFocusable == true)
    }

    @Test func keysTypingAnyUnicodeReachActionsWithoutTrouble() {
        let log = Log()
        let view = Color.blue.frame(width: 50, height: 50).focusable()
            .onKeyPress(characters: .letters) { press in
                log.keys.append("letter \(press.characters)")
                return .handled
            }
            .onKeyPress { press in
                log.keys.append("other \(press.characters.unicodeScalars.count)")
                return .handled
            }
        let hosted = Hosted(view, size: CGSize(width: 100, height: 100), scale: 1)
        hosted.settle()
        hosted.window.pressKey(.keyboardTab)
        for characters in ["\u{FFFF}", "\u{0301}", "\u{202E}", "", "é", "\u{1F469}\u{200D}\u{1F52C}", "\u{10FFFD}"] {
            hosted.window.injectKey(.keyboardA, characters: characters, charactersIgnoringModifiers: characters)
        }
        #expect(log.keys.filter { $0.hasPrefix("letter") } == ["letter \u{0301}", "letter é"], "\(log.keys)")
        #expect(log.keys.count == 6, "a key that types nothing has no key equivalent and reaches no action: \(log.keys)")
    }
}
