import Foundation
import OpenQuartzCore

/// Where and how one element of a collection view shows: a cell, a supplementary view
/// (header, footer) or a decoration view, with its frame, transform, alpha, z order and
/// visibility. Layouts make these; the collection view applies them to its views.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
/// attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: width, height: 44)
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content (non-finite frames are ignored).
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite else { return }
            storedFrame = newValue.standardized
        }
    }
    /// The element's centre.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }
    /// The element's size (the centre stays put).
    open var size: CGSize {
        get { storedFrame.size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return }
            let center = self.center
            storedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    private var storedFrame: CGRect = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's affine transform around its centre.
    open var transform: CGAffineTransform = .identity
    /// The element's 3D transform (its affine part is drawn).
    open var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's order: higher values draw above lower ones (cells are 0).
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view (`nil` for cells).
    open private(set) var representedElementKind: String?

    /// How a list section rounds and divides this element, set by list layouts.
    var listDecoration = ListDecoration()
    /// Whether the layout sizes this element from its view (`estimated` dimensions).
    var sizesItself = false

    /// Attributes for the cell at `indexPath`.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header or footer) of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init()
        copy.storedFrame = storedFrame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.listDecoration = listDecoration
        copy.sizesItself = sizesItself
        return copy
    }

    /// Attributes are equal when everything they describe is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other === self || MainActor.assumeIsolated { describesSame(as: other) }
    }

    private func describesSame(as other: UICollectionViewLayoutAttributes) -> Bool {
        other.storedFrame == storedFrame && other.transform == transform && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.listDecoration == listDecoration
    }

    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// Attributes of a class (the layout's `layoutAttributesClass`) for an element.
    static func make(_ type: AnyClass, category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = ((type as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// Which element these attributes place: category, kind and index path.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

extension CGRect {
    /// Whether the rectangles share area (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}

/// Identifies one element of a collection view across layout queries.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}

/// How a list layout dresses a cell: its section's rounded corners and its separator.
struct ListDecoration: Equatable {
    /// The corners of the section's rounded background this cell carries.
    var roundedCorners: CACornerMask = []
    var cornerRadius: CGFloat = 0
    /// Whether a separator runs along the cell's bottom edge.
    var showsBottomSeparator = false
    /// The separator's colour (the system's separator colour by default).
    var separatorColor: UIColor = .separator
    /// The appearance of the list the cell is in (`nil` outside list layouts).
    var appearance: UICollectionLayoutListConfiguration.Appearance?
}
