import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Keyboard operation of controls: Tab moves focus through text fields and controls in
/// reading order, a halo marks the focused control, space or Return activates it and the
/// arrow keys step adjustable ones.
@MainActor
@Suite("Keyboard focus", .serialized)
struct KeyboardFocusTests {
    @Test func tabReachesControlsWhichTakeSpaceReturnAndArrows() throws {
        let root = UIViewController()
        let name = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 34))
        var taps = 0
        let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in taps += 1 })
        save.frame = CGRect(x: 16, y: 150, width: 100, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 16, y: 210, width: 63, height: 28))
        let volume = UISlider(frame: CGRect(x: 16, y: 260, width: 300, height: 34))
        let hidden = UIButton(configuration: .plain())
        hidden.isHidden = true
        for view in [name, save, toggle, volume, hidden] as [UIView] { root.view.addSubview(view) }
        let window = presentationScene(root)
        window.layoutIfNeeded()
        window.pressKey(.keyboardTab)
        #expect(name.isFirstResponder && !save.isFocused, "a text field takes the keyboard as first responder")
        window.pressKey(.keyboardTab)
        #expect(save.isFocused && !name.isFirstResponder)
        #expect(save.subviews.contains { $0 is FocusHaloView }, "a halo marks the focus")
        window.pressKey(.keyboardSpacebar)
        window.pressKey(.keyboardReturnOrEnter)
        #expect(taps == 2)
        window.pressKey(.keyboardTab)
        window.pressKey(.keyboardSpacebar)
        #expect(toggle.isFocused && toggle.isOn && !save.subviews.contains { $0 is FocusHaloView })
        window.pressKey(.keyboardTab)
        window.pressKey(.keyboardRightArrow)
        window.pressKey(.keyboardUpArrow)
        window.pressKey(.keyboardLeftArrow)
        #expect(volume.isFocused && isClose(CGFloat(volume.value), 0.1))
        window.pressKey(.keyboardTab)
        #expect(name.isFirstResponder, "round again, skipping the hidden button")
        window.pressKey(.keyboardTab, modifiers: .shift)
        #expect(volume.isFocused, "shift-tab goes back")
        volume.isEnabled = false
        #expect(!volume.isFocused && !volume.subviews.contains { $0 is FocusHaloView }, "a disabled control loses focus")
    }
}
