import Foundation

/// The leading and trailing room each content insets reference leaves inside a collection
/// view's content area, taken once per layout pass.
///
/// The content area already starts inside the adjusted content inset, so each reference
/// gives only what reaches past it (a safe area the scroll view already insets by adds
/// nothing). Along the scroll axis the references add nothing: the adjusted content inset
/// handles the top and bottom.
struct ContentInsetsReferences {
    private var safeArea = NSDirectionalEdgeInsets.zero
    private var layoutMargins = NSDirectionalEdgeInsets.zero
    private var readableContent = NSDirectionalEdgeInsets.zero
    /// What `.automatic` means here (the layout configuration's reference).
    private var automatic: UIContentInsetsReference = .none

    /// No room for any reference (a layout without a collection view).
    static let none = ContentInsetsReferences()

    private init() {}

    @MainActor
    init(_ collectionView: UICollectionView, layoutReference: UIContentInsetsReference) {
        let bounds = collectionView.bounds
        let adjusted = collectionView.adjustedContentInset
        func room(left: CGFloat, right: CGFloat) -> NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: 0, leading: Self.finite(left - adjusted.left), bottom: 0,
                                    trailing: Self.finite(right - adjusted.right))
        }
        let safe = collectionView.safeAreaInsets
        safeArea = room(left: safe.left, right: safe.right)
        let margins = collectionView.layoutMargins
        layoutMargins = room(left: margins.left, right: margins.right)
        let marginWidth = bounds.width - margins.left - margins.right
        let extra = max(0, marginWidth - UIView.readableContentWidth) / 2
        readableContent = room(left: margins.left + extra, right: margins.right + extra)
        automatic = layoutReference == .automatic ? .safeArea : layoutReference
    }

    /// The room `reference` leaves.
    func insets(for reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        switch reference {
        case .automatic: automatic == .automatic ? .zero : insets(for: automatic)
        case .none: .zero
        case .safeArea: safeArea
        case .layoutMargins: layoutMargins
        case .readableContent: readableContent
        }
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
