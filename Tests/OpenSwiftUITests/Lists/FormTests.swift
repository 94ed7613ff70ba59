import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite(.manualClock) struct FormTests {
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

