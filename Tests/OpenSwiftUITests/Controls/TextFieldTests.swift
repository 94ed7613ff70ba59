import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Form {
    var name = ""
    var age = 30
    var notes = ""
    var submitted: [String] = []
}

@MainActor
@Suite struct TextFieldTests {
    private func field(in hosted: Hosted<some View>) throws -> TextFieldControl {
        try #require(hosted.drawnViews.compactMap { $0.view as? TextFieldControl }.first)
    }

    @Test func typingWritesTheBindingAndReturnSubmits() throws {
        let form = Form()
        let name = Binding(get: { form.name }, set: { form.name = $0 })
        let view = TextField("Name", text: name).textFieldStyle(.roundedBorder).onSubmit { form.submitted.append(form.name) }.padding()
        let hosted = Hosted(view, size: CGSize(width: 300, height: 80), scale: 1)
        let control = try field(in: hosted)
        #expect(control.placeholder == "Name" && control.borderStyle == .roundedRect)
        #expect(control.bounds.width > 250, "a field takes the width offered")
        #expect(control.becomeFirstResponder())
        hosted.window.typeText("Ada")
        #expect(form.name == "Ada")
        hosted.window.pressKey(.keyboardReturnOrEnter)
        #expect(form.submitted == ["Ada"])
    }

    @Test func theBindingChangingFromOutsideShowsInTheField() throws {
        let form = Form()
        form.name = "Grace"
        let name = Binding(get: { form.name }, set: { form.name = $0 })
        let hosted = Hosted(TextField("Name", text: name), size: CGSize(width: 300, height: 80), scale: 1)
        #expect(try field(in: hosted).text == "Grace")
    }

    @Test func formattedValuesParseWhenEditingEndsAndBadTextIsPutBack() throws {
        let form = Form()
        let age = Binding(get: { form.age }, set: { form.age = $0 })
        let view = TextField("Age", value: age, format: .number.locale(Locale(identifier: "en_US")))
        let hosted = Hosted(view, size: CGSize(width: 300, height: 80), scale: 1)
        let control = try field(in: hosted)
        #expect(control.text == "30")
        #expect(control.becomeFirstResponder())
        hosted.window.pressKey(.keyboardDeleteOrBackspace)
        hosted.window.pressKey(.keyboardDeleteOrBackspace)
        hosted.window.typeText("42")
        #expect(form.age == 30, "the value waits for editing to end")
        hosted.window.pressKey(.keyboardReturnOrEnter)
        #expect(form.age == 42)
        #expect(control.becomeFirstResponder())
        hosted.window.typeText("x")
        _ = control.resignFirstResponder()
        #expect(form.age == 42)
        #expect(control.text == "42", "text that does not parse is put back")
    }

    @Test func secureFieldsHideTheirCharacters() throws {
        let hosted = Hosted(SecureField("Password", text: .constant("secret")), size: CGSize(width: 300, height: 80), scale: 1)
        #expect(try field(in: hosted).isSecureTextEntry)
    }

    @Test func verticalFieldsGrowWithTheirLinesAndEditorsFillTheirSpace() throws {
        let form = Form()
        let notes = Binding(get: { form.notes }, set: { form.notes = $0 })
        let short = Hosted(TextField("Notes", text: notes, axis: .vertical).frame(width: 200), size: CGSize(width: 300, height: 300), scale: 1)
        let view = try #require(short.drawnViews.compactMap { $0.view as? GrowingTextView }.first)
        let oneLine = view.bounds.height
        form.notes = String(repeating: "many words wrap ", count: 12)
        let tall = Hosted(TextField("Notes", text: notes, axis: .vertical).frame(width: 200), size: CGSize(width: 300, height: 300), scale: 1)
        let grown = try #require(tall.drawnViews.compactMap { $0.view as? GrowingTextView }.first).bounds.height
        #expect(grown > oneLine * 3, "\(oneLine) → \(grown)")
        let editor = Hosted(TextEditor(text: notes), size: CGSize(width: 300, height: 200), scale: 1)
        let editorView = try #require(editor.drawnViews.compactMap { $0.view as? GrowingTextView }.first)
        #expect(editorView.bounds.size == CGSize(width: 300, height: 200))
        #expect(editorView.becomeFirstResponder())
        editor.window.typeText("!")
        #expect(form.notes.hasSuffix("!"))
    }
}
