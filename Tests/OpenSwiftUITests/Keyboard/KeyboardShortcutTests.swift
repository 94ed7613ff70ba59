import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Editor {
    var saves = 0
    var cancels = 0
    var confirms = 0
    var showsSave = true
    var canSave = true
}

private struct EditorView: View {
    let editor: Editor

    var body: some View {
        VStack {
            if editor.showsSave {
                Button("Save") { editor.saves += 1 }
                    .keyboardShortcut("s")
                    .disabled(!editor.canSave)
            }
            Button("Cancel", role: .cancel) { editor.cancels += 1 }.keyboardShortcut(.cancelAction)
            Button("OK") { editor.confirms += 1 }.keyboardShortcut(.defaultAction)
            Button("Plain") {}
        }
    }
}

@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func aShortcutRunsItsButtonWithCommandOrControl() {
        let editor = Editor()
        let hosted = Hosted(EditorView(editor: editor), size: CGSize(width: 300, height: 300), scale: 1)
        hosted.settle()
        hosted.window.pressKey(.keyboardS, modifiers: .command)
        #expect(editor.saves == 1)
        hosted.window.pressKey(.keyboardS, modifiers: .control)
        #expect(editor.saves == 2, "Ctrl stands in for ⌘ on Linux keyboards")
        hosted.window.pressKey(.keyboardS)
        hosted.window.pressKey(.keyboardS, modifiers: [.command, .shift])
        #expect(editor.saves == 2, "other modifiers are another shortcut")
    }

    @Test func returnAndEscapeRunTheDefaultAndCancelButtons() {
        let editor = Editor()
        let hosted = Hosted(EditorView(editor: editor), size: CGSize(width: 300, height: 300), scale: 1)
        hosted.settle()
        hosted.window.pressKey(.keyboardReturnOrEnter)
        hosted.window.pressKey(.keyboardEscape)
        #expect(editor.confirms == 1 && editor.cancels == 1)
    }

    @Test func aDisabledOrRemovedButtonDoesNotRun() {
        let editor = Editor()
        let hosted = Hosted(EditorView(editor: editor), size: CGSize(width: 300, height: 300), scale: 1)
        hosted.settle()
        editor.canSave = false
        hosted.settle()
        hosted.window.pressKey(.keyboardS, modifiers: .command)
        #expect(editor.saves == 0)
        editor.canSave = true
        editor.showsSave = false
        hosted.settle()
        hosted.window.pressKey(.keyboardS, modifiers: .command)
        #expect(editor.saves == 0, "a button gone from the window offers no shortcut")
        editor.showsSave = true
        hosted.settle()
        hosted.window.pressKey(.keyboardS, modifiers: .command)
        #expect(editor.saves == 1)
    }

    @Test func keysAndModifiersMapToUIKit() {
        #expect(KeyEquivalent.upArrow.keyCommandInput == UIKeyCommand.inputUpArrow)
        #expect(KeyEquivalent("q").keyCommandInput == "q")
        #expect(EventModifiers([.shift, .option, .command]).keyModifierFlags == [.shift, .alternate, .command])
        #expect(KeyboardShortcut("k", modifiers: [.command, .control]).keyCommands {}.count == 1, "naming Ctrl keeps it")
        #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
    }
}
