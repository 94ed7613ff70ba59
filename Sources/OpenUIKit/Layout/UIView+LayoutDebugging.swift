import Foundation

extension UIView {
    /// Whether the view's constraints leave its frame free to move: some part of it could
    /// change without breaking any constraint. For debugging, as in UIKit.
    public var hasAmbiguousLayout: Bool {
        guard let engine = window?.layoutEngineIfCreated else { return false }
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguously constrained view to another valid place, to show where the
    /// ambiguity lies. For debugging, as in UIKit.
    public func exerciseAmbiguityInLayout() {
        window?.layoutEngineIfCreated?.exerciseAmbiguity(of: self)
    }

    /// The active constraints that reference this view along `axis`.
    ///
    /// Differs from UIKit, which also lists the content-size constraints it makes and the
    /// constraints on the other views in the chain.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        window?.layoutEngineIfCreated?.constraints(affecting: self, axis: axis) ?? []
    }
}
