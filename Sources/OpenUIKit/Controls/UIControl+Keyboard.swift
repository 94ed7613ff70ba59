import Foundation

extension UIControl {
    /// A key pressed while the control has keyboard focus; returns whether it was used.
    func handleFocusedKey(_ key: UIKey) -> Bool {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch key.keyCode {
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            activateFromKeyboard()
            return true
        case .keyboardUpArrow, .keyboardRightArrow, .keyboardDownArrow, .keyboardLeftArrow:
            guard accessibilityTraits.contains(.adjustable) else { return false }
            let raises: Bool
            switch key.keyCode {
            case .keyboardUpArrow: raises = true
            case .keyboardDownArrow: raises = false
            case .keyboardRightArrow: raises = !rightToLeft
            default: raises = rightToLeft
            }
            if raises { accessibilityIncrement() } else { accessibilityDecrement() }
            return true
        default:
            return false
        }
    }

    /// What a tap would do: a control with its own activation (a switch flips), a menu
    /// shown as the primary action, or the tap's actions.
    private func activateFromKeyboard() {
        if accessibilityActivate() { return }
        if showsMenuOnTouch, presentableMenu != nil {
            showMenu(trackingFrom: nil)
            return
        }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
