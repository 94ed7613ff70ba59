import Foundation
import OpenQuartzCore

/// An element of a compositional section on screen, as a section's
/// `visibleItemsInvalidationHandler` sees it: change its alpha, transform or z-index to
/// restyle it as the section scrolls (cards that grow towards the middle of a carousel).
///
/// Differs from UIKit: it does not refine `UIDynamicItem` (UIKit Dynamics is not there).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind, or `""` for a cell.
    var name: String { get }
    var indexPath: IndexPath { get }
    /// The element's frame in the section's scrolling coordinates (a carousel row's own
    /// for its items).
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}
