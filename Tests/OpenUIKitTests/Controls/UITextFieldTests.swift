import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A text field edited through scripted keys and touches, as the window host delivers them.
@MainActor
@Suite struct UITextFieldTests {
    final class Recorder: UITextFieldDelegate {
        var returns = 0
        var refuseDigits = false
        var selectionChanges = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            return true
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            !(refuseDigits && string.contains { $0.isNumber })
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
    }

    private func editingField(_ text: String = "") -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 300, height: 36))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        return (window, field)
    }

    private func selection(_ field: UITextField) -> Range<Int> {
        let range = field.selectedTextRange!
        return field.offset(from: field.beginningOfDocument, to: range.start)..<field.offset(from: field.beginningOfDocument, to: range.end)
    }

    @Test func typingInsertsAtTheCaretAndSendsEditingChanged() {
        let (window, field) = editingField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        window.typeText("Hi there!")
        #expect(field.text == "Hi there!")
        #expect(changes == 9)
        window.pressKey(.keyboardLeftArrow)
        window.typeText("?")
        #expect(field.text == "Hi there?!")
        #expect(field.isEditing)
    }

    @Test func backspaceDeletesWholeClustersAndWords() {
        let (window, field) = editingField("ok 👍🏽 e\u{301}")
        window.pressKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "ok 👍🏽 ")
        window.pressKey(.keyboardDeleteOrBackspace)
        window.pressKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "ok ")
        field.text = "glass lens frost"
        window.pressKey(.keyboardDeleteOrBackspace, modifiers: .alternate)
        #expect(field.text == "glass lens ")
    }

    @Test func arrowsMoveAndShiftExtendsTheSelection() {
        let (window, field) = editingField("liquid glass")
        window.pressKey(.keyboardLeftArrow, modifiers: .alternate)
        #expect(selection(field) == 7..<7)
        window.pressKey(.keyboardLeftArrow, modifiers: [.alternate, .shift])
        #expect(selection(field) == 0..<7)
        window.pressKey(.keyboardRightArrow)
        #expect(selection(field) == 7..<7, "an arrow collapses the selection toward its direction")
        window.pressKey(.keyboardRightArrow, modifiers: [.command, .shift])
        #expect(selection(field) == 7..<12)
        window.pressKey(.keyboardHome)
        #expect(selection(field) == 0..<0)
    }

    @Test func copyCutPasteAndSelectAll() {
        let (window, field) = editingField("frost")
        window.pressKey(.keyboardA, modifiers: .control)
        #expect(selection(field) == 0..<5)
        window.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "frost")
        window.pressKey(.keyboardEnd)
        window.pressKey(.keyboardV, modifiers: .control)
        #expect(field.text == "frostfrost")
        window.pressKey(.keyboardA, modifiers: .command)
        window.pressKey(.keyboardX, modifiers: .command)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "frostfrost")
        field.isSecureTextEntry = true
        field.text = "secret"
        UIPasteboard.general.string = "kept"
        window.pressKey(.keyboardA, modifiers: .control)
        window.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "kept", "secure text is never copied")
    }

    @Test func undoTakesBackATypingRunAndRedoReplaysIt() {
        let (window, field) = editingField()
        window.typeText("hello")
        window.pressKey(.keyboardSpacebar)
        window.pressKey(.keyboardLeftArrow)
        window.pressKey(.keyboardRightArrow)
        window.typeText("world")
        #expect(field.text == "hello world")
        window.pressKey(.keyboardZ, modifiers: .control)
        #expect(field.text == "hello ")
        window.pressKey(.keyboardZ, modifiers: .control)
        #expect(field.text == "")
        window.pressKey(.keyboardZ, modifiers: [.control, .shift])
        #expect(field.text == "hello ")
    }

    @Test func theDelegateVetoesEditsAndHearsReturn() {
        let (window, field) = editingField()
        let recorder = Recorder()
        recorder.refuseDigits = true
        field.delegate = recorder
        window.typeText("a1b2")
        #expect(field.text == "ab")
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEndOnExit)
        window.pressKey(.keyboardReturnOrEnter)
        #expect(recorder.returns == 1 && ended == 1)
        #expect(!field.isFirstResponder && !field.isEditing, "return resigns when something listens for editingDidEndOnExit")
        #expect(recorder.selectionChanges >= 2)
    }

    @Test func touchesPlaceTheCaretAndSelectWords() {
        let (window, field) = editingField("glass lens frost")
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.minX > start.minX + 100)
        // A tap between "glass" and "lens" puts the caret there.
        let afterGlass = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!)
        window.tap(at: CGPoint(x: field.frame.minX + afterGlass.midX + 1, y: field.frame.midY))
        #expect(selection(field) == 5..<5)
        let insideLens = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!)
        let point = CGPoint(x: field.frame.minX + insideLens.midX, y: field.frame.midY)
        window.tap(at: point)
        window.tap(at: point)
        #expect(selection(field) == 6..<10, "a double tap selects the word")
        window.drag(from: CGPoint(x: field.frame.minX + start.midX + 2, y: field.frame.midY), to: CGPoint(x: field.frame.minX + afterGlass.midX, y: field.frame.midY))
        #expect(selection(field) == 0..<5)
    }

    @Test func theFieldDrawsTextPlaceholderAndCaret() throws {
        let (window, field) = editingField()
        field.placeholder = "Search"
        let empty = try #require(window.renderedImage().cgImage)
        window.typeText("WWW")
        window.layoutIfNeeded()
        let caretAfterTyping: CGRect? = field.caretView.isHidden ? nil : field.caretView.frame
        let typed = try #require(window.renderedImage().cgImage)
        func inkColumns(_ image: CGImage, dark: Bool) -> Int {
            var columns = 0
            for x in 0..<image.width {
                let y = Int(field.frame.midY * CGFloat(image.height) / window.bounds.height)
                let pixel = image.rgba(atX: x, y: y)
                if dark ? pixel.red < 90 : (pixel.red > 150 && pixel.red < 220) { columns += 1 }
            }
            return columns
        }
        #expect(inkColumns(empty, dark: false) > 5, "the placeholder is grey")
        #expect(inkColumns(typed, dark: true) > 20, "the text is dark")
        #expect((caretAfterTyping?.minX ?? 0) > field.textRect(forBounds: field.bounds).minX + 20)
    }

    @Test func clearButtonAndProgrammaticChangesSendNoEdits() {
        let (window, field) = editingField()
        field.clearButtonMode = .whileEditing
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "programmatic"
        #expect(changes == 0)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        window.tap(at: CGPoint(x: field.frame.minX + clear.midX, y: field.frame.minY + clear.midY))
        #expect(field.text == "" && changes == 1)
    }

    @Test func textInputPositionsStayInsideTheText() {
        let (_, field) = editingField("abc")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        #expect(field.text(in: all) == "abc")
        field.replace(all, withText: "xyz")
        #expect(field.text == "xyz")
        #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
        field.selectedTextRange = UITextRange(-5..<99)
        #expect(selection(field) == 0..<3)
    }
}

/// The search field: a capsule with a magnifying glass that edits like a text field.
@MainActor
@Suite struct UISearchTextFieldTests {
    @Test func aCapsuleWithAGlassThatTakesTyping() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        window.backgroundColor = .white
        let search = UISearchTextField(frame: CGRect(x: 10, y: 22, width: 300, height: 36))
        search.placeholder = "Search"
        window.addSubview(search)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let glass = try #require(search.leftView)
        #expect(glass.superview === search && glass.frame.minX >= 8)
        #expect(search.textRect(forBounds: search.bounds).minX > glass.frame.maxX)
        let image = try #require(window.renderedImage().cgImage)
        let scale = image.width / 320
        // The capsule is a light grey fill; its corners stay white.
        let middle = image.rgba(atX: 160 * scale, y: 30 * scale)
        let corner = image.rgba(atX: 11 * scale, y: 23 * scale)
        #expect(middle.red < 250 && middle.red > 200)
        #expect(corner.red > 250)
        search.becomeFirstResponder()
        window.typeText("glass")
        #expect(search.text == "glass")
    }

    @Test func textSetBeforeTheFieldHasItsSizeShowsFromItsStart() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let field = UITextField()
        field.text = "Ada Lovelace"
        window.addSubview(field)
        window.makeKeyAndVisible()
        _ = window.renderedImage()
        field.frame = CGRect(x: 10, y: 40, width: 280, height: 24)
        let image = try #require(window.renderedImage().cgImage)
        let dark = (0..<image.width).filter { x in
            let pixel = image.rgba(atX: x, y: 52)
            return pixel.red < 90 && pixel.green < 90 && pixel.blue < 90
        }
        #expect(dark.count > 10, "the text is drawn once the field has room")
        #expect((dark.min() ?? 0) < 20, "from the field's leading edge")
    }
}
