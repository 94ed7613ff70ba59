import Foundation

extension UIView {
    /// Makes `views` the subviews, in order, moving only what changed: a view graph's
    /// drawn views keep their place (and their animations) from one layout to the next.
    func setManagedSubviews(_ views: [UIView]) {
        let current = subviews
        if current.count == views.count, zip(current, views).allSatisfy({ $0 === $1 }) { return }
        let wanted = Set(views.map(ObjectIdentifier.init))
        for view in current where !wanted.contains(ObjectIdentifier(view)) { view.removeFromSuperview() }
        for (index, view) in views.enumerated() {
            let present = subviews
            if index < present.count, present[index] === view { continue }
            insertSubview(view, at: index)
        }
    }
}
