import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// A toggle bound to state, with what it last saw.
@MainActor
private final class Switchboard {
    var isOn = false
}

@MainActor
@Suite struct ToggleTests {
    private func hosted(_ board: Switchboard, style: some ToggleStyle = .switch) -> Hosted<some View> {
        let binding = Binding(get: { board.isOn }, set: { board.isOn = $0 })
        return Hosted(Toggle("Wi-Fi", isOn: binding).toggleStyle(style).padding(), size: CGSize(width: 320, height: 80), scale: 1)
    }

    private func switchControl(in hosted: Hosted<some View>) -> SwitchControl? {
        hosted.drawnViews.compactMap { $0.view as? LabeledControlView<SwitchControl> }.first?.control
    }

    @Test func theSwitchTrailsTheLabelAcrossTheWidth() throws {
        let board = Switchboard()
        let hosted = hosted(board)
        let control = try #require(switchControl(in: hosted))
        let frame = control.convert(control.bounds, to: hosted.window)
        #expect(abs(frame.maxX - 304) < 1, "the switch ends at the padding: \(frame)")
        let label = try #require(hosted.texts.first)
        #expect(label.text == "Wi-Fi" && label.frame.minX < 20)
    }

    @Test func flippingTheSwitchWritesTheBindingAndTheBindingMovesTheSwitch() throws {
        let board = Switchboard()
        let hosted = hosted(board)
        let control = try #require(switchControl(in: hosted))
        let frame = control.convert(control.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(board.isOn)
        board.isOn = false
        hosted.controller.rootView = hosted.controller.rootView
        hosted.window.layoutIfNeeded()
    }

    @Test func screenReadersReadOneSwitchNamedByTheLabel() throws {
        let board = Switchboard()
        board.isOn = true
        let hosted = hosted(board)
        let elements = hosted.window.voiceOverOrder
        #expect(elements.count == 1)
        #expect(elements.first?.label == "Wi-Fi")
        #expect(elements.first?.value == "1")
        #expect(elements.first?.traits.contains(.toggleButton) == true)
    }

    @Test func buttonAndCheckboxStylesToggleOnTap() throws {
        for style in [AnyToggleStyle(.button), AnyToggleStyle(.checkbox)] {
            let board = Switchboard()
            let binding = Binding(get: { board.isOn }, set: { board.isOn = $0 })
            let view = Toggle("Bold", isOn: binding).environment(\.toggleStyle, style)
            let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
            let button = try #require(hosted.buttons.first)
            let frame = button.convert(button.bounds, to: hosted.window)
            hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            #expect(board.isOn)
            #expect(hosted.window.voiceOverOrder.first?.traits.contains(.toggleButton) == true)
        }
    }

    @Test func labelsHiddenLeavesTheSwitchAloneButNamed() throws {
        let view = Toggle("Hidden", isOn: .constant(true)).labelsHidden()
        let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
        #expect(hosted.texts.allSatisfy { $0.frame.width == 0 })
        #expect(hosted.window.voiceOverOrder.first?.label == "Hidden")
    }
}

@MainActor
@Observable
private final class Preferences {
    var sounds = false
    var level = 0.2
}

private struct PreferencesView: View {
    @Bindable var preferences: Preferences
    var body: some View {
        VStack {
            Toggle("Sounds", isOn: $preferences.sounds)
            Slider(value: $preferences.level)
        }
    }
}

extension ToggleTests {
    @Test func controlsFollowAnObservableModelChangedElsewhere() throws {
        let preferences = Preferences()
        let hosted = Hosted(PreferencesView(preferences: preferences), size: CGSize(width: 320, height: 120), scale: 1)
        let control = try #require(switchControl(in: hosted))
        let slider = try #require(hosted.drawnViews.compactMap { $0.view as? SliderControl }.first)
        preferences.sounds = true
        preferences.level = 0.9
        hosted.window.layoutIfNeeded()
        #expect(control.isOn)
        #expect(abs(slider.value - 0.9) < 0.001)
    }
}
