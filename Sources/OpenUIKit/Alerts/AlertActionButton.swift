import Foundation

/// An alert's action button: activated by assistive technology, it chooses its action as a
/// tap does, as an alert's buttons do on iOS.
final class AlertActionButton: UIButton {
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
