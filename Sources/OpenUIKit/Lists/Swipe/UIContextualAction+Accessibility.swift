import Foundation

extension UIContextualAction {
    /// Swipe actions as VoiceOver actions, named by their titles, each running its handler
    /// from `view`; `nil` when there are none.
    static func accessibilityActions(for actions: [UIContextualAction], in view: UIView) -> [UIAccessibilityCustomAction]? {
        guard !actions.isEmpty else { return nil }
        return actions.map { action in
            UIAccessibilityCustomAction(name: action.title ?? "") { [weak view] _ in
                action.handler(action, view ?? UIView()) { _ in }
                return true
            }
        }
    }
}
