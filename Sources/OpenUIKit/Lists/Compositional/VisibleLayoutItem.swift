import Foundation
import OpenQuartzCore

/// A visible element handed to a section's `visibleItemsInvalidationHandler`: a view of
/// the attributes the layout is about to return, so what the handler changes is what
/// the collection view applies.
@MainActor
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
