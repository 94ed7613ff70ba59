import Foundation

extension UINavigationController {
    /// What a navigation transition does.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
