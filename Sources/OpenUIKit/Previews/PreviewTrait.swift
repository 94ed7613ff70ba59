import Foundation

/// A way to customize a preview: its layout or the device's orientation.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    /// How the previewed content is sized.
    package enum Layout: Equatable, Sendable {
        /// The content fills a device's screen.
        case device
        /// The content at its own fitting size.
        case sizeThatFits
        /// The content in a container of a fixed size.
        case fixed(width: CGFloat, height: CGFloat)
    }

    /// The layout this trait sets, if it sets one.
    package let layout: Layout?
    /// The orientation this trait sets (`true`: landscape), if it sets one.
    package let isLandscape: Bool?

    package init(layout: Layout? = nil, isLandscape: Bool? = nil) {
        self.layout = layout
        self.isLandscape = isLandscape
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The content fills the screen of the preview's device (the default).
    public static var defaultLayout: PreviewTrait<T> { .init(layout: .device) }

    /// The content at the size it fits in, without a device around it.
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(layout: .sizeThatFits) }

    /// The content in a container of a fixed size (negative, infinite and NaN lengths are
    /// clamped when rendered).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(layout: .fixed(width: width, height: height))
    }

    /// The device upright (the default).
    public static var portrait: PreviewTrait<T> { .init(isLandscape: false) }

    /// The device upside down (previewed as upright).
    public static var portraitUpsideDown: PreviewTrait<T> { .init(isLandscape: false) }

    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { .init(isLandscape: true) }

    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { .init(isLandscape: true) }
}
