import Foundation

/// What a provider's preview modifiers set, outermost first.
struct PreviewAttributes {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// These attributes over `inner`'s (an outer modifier wins, as in Xcode).
    func over(_ inner: PreviewAttributes) -> PreviewAttributes {
        PreviewAttributes(
            displayName: displayName ?? inner.displayName, layout: layout ?? inner.layout,
            device: device ?? inner.device, orientation: orientation ?? inner.orientation)
    }
}

/// A view that carries preview attributes (a view the preview modifiers made).
@MainActor
protocol PreviewAttributesCarrying {
    var previewAttributes: PreviewAttributes { get }
}
