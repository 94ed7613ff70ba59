import Foundation
import OpenSwiftUI

/// The settings tab: a form with every standard control bound to the model.
struct CatalogSettingsForm: View {
    @Bindable var model: CatalogModel

    var body: some View {
        NavigationStack {
            Form {
                Section("Playback") {
                    Toggle("Downloads only", isOn: $model.downloadsOnly)
                    Picker("Quality", selection: $model.quality) {
                        ForEach(CatalogModel.Quality.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $model.volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                    Stepper("Copies: \(model.copies)", value: $model.copies, in: 1...5)
                    ColorPicker("Accent", selection: $model.accent, supportsOpacity: false)
                }
                Section("Account") {
                    TextField("Nickname", text: $model.nickname)
                    SecureField("Password", text: $model.password)
                    DatePicker("Renews", selection: $model.dueDate, displayedComponents: .date)
                }
                Section("Storage") {
                    ProgressView(value: 0.62) { Text("Downloads") }
                    Gauge(value: 0.4) { Text("Cache") }
                    LabeledContent("Films", value: "\(model.films.count)")
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
