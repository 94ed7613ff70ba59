import Foundation

/// A row or column of items (or nested groups) in a compositional layout; a section
/// repeats its group until its items are placed.
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///     repeatingSubitem: item, count: 3)
/// row.interItemSpacing = .fixed(8)
/// ```
///
/// Subitems repeat while they fit, as in UIKit; the `count` forms divide the group
/// equally. Differs from UIKit: custom groups (`custom(layoutSize:itemProvider:)`) are
/// not there yet; estimated heights size themselves in the section's top-level group
/// (nested groups keep their estimates).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The subitems, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of equal subitems (`nil`: repeat while they fit).
    let repetitions: Int?
    /// Space between subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], repetitions: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repetitions = repetitions.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, repetitions: nil)
    }

    /// A row of `count` equal copies of `subitem`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repetitions: count)
    }

    /// A row of `count` equal copies of `subitem` (the iOS 13 spelling).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, repetitions: nil)
    }

    /// A column of `count` equal copies of `subitem`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], repetitions: count)
    }

    /// A column of `count` equal copies of `subitem` (the iOS 13 spelling).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
