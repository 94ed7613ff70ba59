import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// First responders belong to windows, as in UIKit: no state is shared between windows,
/// so these tests need not run one at a time.
@MainActor
@Suite("First responder per window")
struct FirstResponderTests {
    private func windowWithField() -> (UIWindow, FocusableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(field)
        return (window, field)
    }

    @Test func eachWindowKeepsItsOwnFirstResponder() {
        let (left, leftField) = windowWithField()
        let (right, rightField) = windowWithField()
        #expect(leftField.becomeFirstResponder())
        #expect(rightField.becomeFirstResponder())
        #expect(leftField.isFirstResponder && rightField.isFirstResponder, "neither takes focus from the other")
        left.injectKey(.keyboardReturnOrEnter)
        right.injectKey(.keyboardReturnOrEnter)
        right.injectKey(.keyboardReturnOrEnter)
        #expect(leftField.keys.count == 1 && rightField.keys.count == 2)
    }

    @Test func leavingTheWindowResignsAndAViewOutsideAWindowCannotBecomeFirstResponder() {
        let (window, field) = windowWithField()
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder(), "not in a window")
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let other = FocusableView(frame: .zero)
        window.addSubview(other)
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder, "the window's first responder resigned for the new one")
    }
}
