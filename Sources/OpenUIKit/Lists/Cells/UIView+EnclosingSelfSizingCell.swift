import Foundation

extension UIView {
    /// The collection view cell whose content this view is in, for UIKit's self-sizing
    /// invalidation: a view inside that changes its intrinsic size has the cell measured
    /// again.
    var enclosingSelfSizingCell: UICollectionViewCell? {
        var view = superview
        while let current = view {
            if let cell = current as? UICollectionViewCell { return cell }
            if current is UIWindow || current is UIScrollView { return nil }
            view = current.superview
        }
        return nil
    }
}
