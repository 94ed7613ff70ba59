import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// A settings-like page of every control, kept as a reference image.
private struct ControlsGallery: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var volume = 0.6
    @State private var copies = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Slider(value: $volume) { Text("Volume") } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            ProgressView("Syncing", value: 0.35)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView(value: 0.7).progressViewStyle(.circular)
                Label("Downloads", systemImage: "arrow.down.circle")
            }
            HStack(spacing: 12) {
                Button("Plain") {}.buttonStyle(.plain)
                Button("Default") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Buy") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered).controlSize(.small)
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Agree", isOn: .constant(true)).toggleStyle(.checkbox)
                Link("Help", destination: URL(string: "https://example.com")!)
            }
            HStack(spacing: 20) {
                Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.roundedRectangle)
                Gauge(value: 0.62) { Text("CPU") } currentValueLabel: { Text("62") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 40, in: 0...100) { Text("") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                    .gaugeStyle(.accessoryCircular)
            }
            Gauge(value: 0.3) { Text("Storage") } currentValueLabel: { Text("30%") }
            Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2) }
                .pickerStyle(.segmented)
            HStack {
                Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Medium").tag(1) }
                TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            }
            DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 1_780_499_280)), displayedComponents: .date)
                .environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
        .padding(20)
        .frame(width: 390)
        .background(Color(uiColor: .systemBackground))
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct ControlsGalleryTests {
    @Test func controls() {
        assertSnapshot(of: ControlsGallery(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }
}
