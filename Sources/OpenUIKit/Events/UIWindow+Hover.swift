import Foundation

extension UIWindow {
    /// The pointer moved to `location` (window coordinates) with no button down, or left the
    /// window (`nil`): hover recognizers and pointer interactions under it follow. An
    /// OpenUIKit SPI for the window host and for tests.
    @_spi(OpenUIKit)
    public func injectHover(at location: CGPoint?, modifiers: UIKeyModifierFlags = []) {
        if let location, !(location.x.isFinite && location.y.isFinite) { return }
        let tracker = hoverTracker ?? HoverTracker()
        hoverTracker = tracker
        tracker.pointerMoved(to: location, in: self, modifiers: modifiers)
    }
}
