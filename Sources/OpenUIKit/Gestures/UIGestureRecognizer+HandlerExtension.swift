import Foundation

// An OpenUIKit extension: recognizers made from a closure, for code that has no target.

extension UIGestureRecognizer {
    /// A recognizer that calls `handler`. An OpenUIKit addition.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(handler)
    }
}
