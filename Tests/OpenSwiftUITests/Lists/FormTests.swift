import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// A form row with a picker, as a settings screen has.
private struct SeasonForm: View {
    @State private var season = "Winter"
    var body: some View {
        Form {
            Picker("Seasonal Photo", selection: $season) {
                ForEach(["Spring", "Winter"], id: \.self) { Text($0).tag($0) }
            }
        }
    }
}

/// Reads the edit mode the hosting controller provides.
private struct EditModeReader: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        VStack {
            Text(editMode.map { "\($0.wrappedValue)" } ?? "none")
            EditButton()
        }
    }
}

@MainActor
@Suite(.manualClock) struct FormTests {
    @Test func aPickerInAFormRowShowsItsLabelAndItsChoice() throws {
        let hosted = Hosted(SeasonForm(), size: CGSize(width: 390, height: 300), scale: 1)
        hosted.settle()
        let views = hosted.drawnViews
        let label = try #require(views.first { ($0.view as? TextView)?.attributedText?.string == "Seasonal Photo" })
        let choice = try #require(views.first { $0.view is UIButton })
        #expect(label.frame.minX < 60, "the label leads the row: \(label.frame)")
        #expect(choice.frame.maxX > 300, "the choice trails it: \(choice.frame)")
        #expect(hosted.window.voiceOverOrder.filter { $0.label == "Seasonal Photo" }.count == 1, "one element speaks the label")
    }

    @Test func aHostedScreenHasAnEditModeThatAnEditButtonTurnsOn() throws {
        let hosted = Hosted(EditModeReader(), size: CGSize(width: 390, height: 300), scale: 1)
        hosted.settle()
        #expect(hosted.texts.map(\.text).contains("inactive"))
        let edit = try #require(hosted.window.voiceOverOrder.first { $0.label == "Edit" })
        hosted.window.tap(at: edit.activationPoint)
        hosted.settle()
        #expect(hosted.texts.map(\.text).contains("active"))
        #expect(hosted.texts.map(\.text).contains("Done"))
    }

    @Test func aFormIsAnInsetGroupedListOfItsSections() throws {
        let form = Form {
            Section("Account") {
                TextField("Name", text: .constant("Ada"))
                Toggle("Newsletter", isOn: .constant(true))
            }
            Section {
                LabeledContent("Version", value: "2.1")
            }
        }
        let hosted = Hosted(form, size: CGSize(width: 390, height: 600), scale: 1)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        #expect(collection.numberOfSections == 2)
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        #expect(labels.contains { $0.contains("Version") && $0.contains("2.1") }, "\(labels)")
        let row = Hosted(LabeledContent("Version", value: "2.1").frame(width: 300), size: CGSize(width: 300, height: 60), scale: 1)
        let title = try #require(row.texts.first { $0.text == "Version" }), value = try #require(row.texts.first { $0.text == "2.1" })
        #expect(value.frame.minX > title.frame.maxX + 100 && value.frame.maxX > 290, "the value trails the label")
    }

    @Test func aDisclosureGroupShowsItsContentWhenTapped() throws {
        var expanded = false
        let group = DisclosureGroup("Advanced", isExpanded: Binding(get: { expanded }, set: { expanded = $0 })) {
            Text("Debug logging")
        }
        var hosted = Hosted(group, size: CGSize(width: 300, height: 200), scale: 1)
        #expect(!hosted.texts.contains { $0.text == "Debug logging" })
        let button = try #require(hosted.window.voiceOverOrder.first { $0.label?.contains("Advanced") == true })
        #expect(button.value == "0")
        hosted.window.tap(at: button.activationPoint)
        #expect(expanded)
        hosted = Hosted(group, size: CGSize(width: 300, height: 200), scale: 1)
        #expect(hosted.texts.contains { $0.text == "Debug logging" })
    }

    @Test func textFieldsInAFormShowTheirText() throws {
        let form = NavigationStack {
            Form {
                Section("Account") {
                    TextField("Nickname", text: .constant("Ada"))
                    SecureField("Password", text: .constant("secret"))
                }
            }
        }
        let hosted = Hosted(form, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let fields = hosted.drawnViews.filter { $0.view is UITextField }
        #expect(fields.count == 2)
        for field in fields {
            #expect(field.frame.width > 250, "the field spans its row: \(field.frame)")
            let dark = hosted.pixels(inRow: Int(field.frame.midY)) { $0.red < 90 && $0.green < 90 && $0.blue < 90 }
            #expect(dark > 10, "the field's text is drawn: \(dark) dark pixels")
        }
    }
}

