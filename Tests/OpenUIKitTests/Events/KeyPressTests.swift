import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that can take keyboard focus and records the keys that reach it.
final class FocusableView: UIView {
    var keys: [UIKeyboardHIDUsage] = []
    var handles: Set<UIKeyboardHIDUsage> = [.keyboardReturnOrEnter]
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handles.contains(key.keyCode) else {
            super.pressesBegan(presses, with: event)
            return
        }
        keys.append(key.keyCode)
    }
}

/// Records presses that travel past the focused view.
final class PressRecorder: UIView {
    var keys: [UIKeyboardHIDUsage] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key { keys.append(key.keyCode) }
        super.pressesBegan(presses, with: event)
    }
}

@MainActor
@Suite("Keyboard presses and focus")
struct KeyPressTests {
    private func scene() -> (UIWindow, PressRecorder, FocusableView, FocusableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let container = PressRecorder(frame: window.bounds)
        window.addSubview(container)
        let first = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = FocusableView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        container.addSubview(first)
        container.addSubview(second)
        return (window, container, first, second)
    }

    @Test func keysGoToTheFirstResponderAndUnhandledOnesTravelUp() {
        let (window, container, first, _) = scene()
        defer { _ = first.resignFirstResponder() }
        #expect(first.becomeFirstResponder() && first.isFirstResponder)
        window.pressKey(.keyboardReturnOrEnter)
        window.pressKey(.keyboardEscape)
        #expect(first.keys == [.keyboardReturnOrEnter])
        #expect(container.keys == [.keyboardEscape], "escape was not handled: it went up the chain")
    }

    @Test func tabMovesFocusForwardAndShiftTabBack() {
        let (window, _, first, second) = scene()
        defer { _ = second.resignFirstResponder(); _ = first.resignFirstResponder() }
        window.pressKey(.keyboardTab)
        #expect(first.isFirstResponder)
        window.pressKey(.keyboardTab)
        #expect(second.isFirstResponder && !first.isFirstResponder)
        window.pressKey(.keyboardTab)
        #expect(first.isFirstResponder, "focus wraps around")
        window.pressKey(.keyboardTab, modifiers: .shift)
        #expect(second.isFirstResponder)
    }

    @Test func aViewLeavingItsWindowResignsFirstResponder() {
        let (window, _, first, _) = scene()
        #expect(first.becomeFirstResponder())
        first.removeFromSuperview()
        #expect(!first.isFirstResponder)
        window.pressKey(.keyboardReturnOrEnter)
        #expect(first.keys.isEmpty)
    }

    @Test func viewsOutsideAWindowCannotBecomeFirstResponder() {
        let loose = FocusableView(frame: .zero)
        #expect(!loose.becomeFirstResponder())
        let plain = UIView(frame: .zero)
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
    }
}
