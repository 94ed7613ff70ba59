import Foundation

extension UIControl {
    /// Shows the control's menu growing out of it and sends `.menuActionTriggered`.
    /// `touchPoint` is where the touch that opened it is, in the window, so that sliding
    /// onto an item and lifting chooses it.
    func showMenu(trackingFrom touchPoint: CGPoint?) {
        guard let menu = presentableMenu else { return }
        let handlers = MenuOverlayView.Handlers(didChoose: { [weak self] action in self?.menuDidChoose(action) })
        shownMenu = MenuOverlayView.present(menu, from: self, sender: menuSender, selectsAcrossMenu: menuSelectsAcrossMenu,
                                            trackingFrom: touchPoint, handlers: handlers)
        if shownMenu != nil { sendActions(for: .menuActionTriggered) }
    }

    /// A control with a menu that is not its primary action shows it on a long press.
    func updateMenuLongPress() {
        let wanted = presentableMenu != nil && !showsMenuOnTouch
        if wanted, menuLongPress == nil {
            let press = UILongPressGestureRecognizer()
            press.actions.append { [weak self] recognizer in self?.followMenuLongPress(recognizer) }
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !wanted, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
    }

    private func followMenuLongPress(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: nil)
        switch recognizer.state {
        case .began: showMenu(trackingFrom: point)
        case .changed: shownMenu?.trackTouch(at: point)
        case .ended: shownMenu?.endTouch(at: point)
        default: break
        }
    }
}
