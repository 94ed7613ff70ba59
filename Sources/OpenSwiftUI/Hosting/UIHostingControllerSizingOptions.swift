import Foundation

/// Which of UIKit's sizes a hosting controller keeps up to date from its SwiftUI content.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The controller's `preferredContentSize` follows the content's ideal size (for
    /// popovers and sheets sized to their content).
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's `intrinsicContentSize` follows the content's ideal size, so Auto Layout
    /// (a bar item's custom view, a stack view) sizes it, and it is invalidated whenever
    /// the content's size changes.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
