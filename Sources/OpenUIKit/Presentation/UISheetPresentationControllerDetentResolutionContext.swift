import Foundation

/// What a custom detent's resolver knows when it picks its height.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}
