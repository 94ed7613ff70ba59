import Foundation

/// A view behind a compositional section, such as a rounded background: register its
/// class with the layout's `register(_:forDecorationViewOfKind:)`.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
/// section.decorationItems = [background]
/// layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration view kind.
    public let elementKind: String
    /// The item's z order (behind cells by default).
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the whole section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
