import Foundation

/// How a toolbar looks: its background (see `UIBarAppearance`).
///
/// Set it as a toolbar's `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`
/// (used while the content rests at the toolbar's edge) or `compactScrollEdgeAppearance`.
///
/// Differs from UIKit: the button appearances are not there yet.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }
}
