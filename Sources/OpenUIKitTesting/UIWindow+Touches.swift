import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// Scripted touches for tests: the same delivery path the window host's mouse takes
/// (hit testing, gesture recognizers, the responder chain, control tracking).
///
/// ```swift
/// window.touchDown(at: CGPoint(x: 60, y: 40))
/// #expect(button.isHighlighted)
/// window.touchUp(at: CGPoint(x: 60, y: 40))     // .touchUpInside, .primaryActionTriggered
/// ```
@MainActor
extension UIWindow {
    /// A finger goes down at `point` (window coordinates).
    public func touchDown(at point: CGPoint) { injectPointer(.began, at: point) }

    /// The finger moves to `point`.
    public func touchMove(to point: CGPoint) { injectPointer(.moved, at: point) }

    /// The finger lifts at `point`.
    public func touchUp(at point: CGPoint) { injectPointer(.ended, at: point) }

    /// The system takes the touch away.
    public func touchCancel() { injectPointer(.cancelled, at: .zero) }

    /// A secondary (right) click at `point`: opens the context menu of the view there.
    public func secondaryClick(at point: CGPoint) { injectSecondaryClick(at: point) }

    /// A quick tap at `point`.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp(at: point)
    }

    /// A drag from `start` to `end` in `steps` moves.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 8) {
        touchDown(at: start)
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        touchUp(at: end)
    }

    /// A drag on the test clock: from `start` by `distance` in `steps` moves `interval`
    /// seconds apart, the finger resting `hold` seconds before it lifts. Quick drags
    /// fling (scroll views decelerate); held ones stop where they are.
    ///
    /// ```swift
    /// TestClock.start()
    /// window.drag(from: CGPoint(x: 150, y: 300), by: CGPoint(x: 0, y: -200), hold: 0.2)
    /// ```
    public func drag(from start: CGPoint, by distance: CGPoint, steps: Int = 10, interval: TimeInterval = 0.016, hold: TimeInterval = 0) {
        touchDown(at: start)
        let count = max(1, steps)
        for step in 1...count {
            TestClock.advance(by: interval)
            let t = CGFloat(step) / CGFloat(count)
            touchMove(to: CGPoint(x: start.x + distance.x * t, y: start.y + distance.y * t))
        }
        let end = CGPoint(x: start.x + distance.x, y: start.y + distance.y)
        if hold > 0 {
            TestClock.advance(by: hold)
            touchMove(to: end)
        }
        touchUp(at: end)
    }

    /// A key pressed and released: it goes to the first responder (unhandled tabs move
    /// focus), as the window host's keyboard does.
    public func pressKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        injectKey(key, modifiers: modifiers)
    }

    /// Types `text` one character at a time, each as the key that types it on a US layout
    /// (with shift where needed); other characters (é, 日) arrive as a layout or input
    /// method would deliver them, on the space bar's key.
    ///
    /// ```swift
    /// field.becomeFirstResponder()
    /// window.typeText("Hello, world")
    /// ```
    public func typeText(_ text: String) {
        for character in text {
            let typed = String(character)
            if let (usage, shifted) = Self.usKey(typing: typed) {
                injectKey(usage, characters: typed, charactersIgnoringModifiers: typed.lowercased(), modifiers: shifted ? .shift : [])
            } else {
                injectKey(.keyboardSpacebar, characters: typed, charactersIgnoringModifiers: typed)
            }
        }
    }

    private static func usKey(typing text: String) -> (UIKeyboardHIDUsage, shifted: Bool)? {
        for usage in UIKeyboardHIDUsage.allCases where !(0x54...0x63).contains(usage.rawValue) {
            let characters = usage.usCharacters
            if characters.plain == text { return (usage, false) }
            if characters.shifted == text { return (usage, true) }
        }
        return nil
    }
}
