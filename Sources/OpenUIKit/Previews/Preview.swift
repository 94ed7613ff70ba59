import Foundation

/// A preview of a view or view controller, as the `#Preview` macro declares it.
///
/// You don't make previews yourself: write `#Preview` at the end of a file, as Xcode's
/// templates do, and the macro declares one. OpenUIKit's preview tools find every preview
/// linked into a program (``PreviewCatalog``) and render it headless.
///
/// ```swift
/// #Preview("Settings", traits: .landscapeLeft) {
///     SettingsViewController()
/// }
/// ```
@MainActor
public struct Preview {
    /// The type whose values describe how a view preview is laid out and oriented.
    public enum ViewTraits: Sendable {}

    /// What a preview shows.
    package enum Content {
        case view(@MainActor () -> UIView)
        case viewController(@MainActor () -> UIViewController)
    }

    /// The name given to the macro, if any.
    package let displayName: String?
    /// The traits given to the macro, in order.
    package let traits: [PreviewTrait<ViewTraits>]
    package let content: Content

    /// A preview of content made by `content`, for the initializers each framework adds.
    package init(displayName: String?, traits: [PreviewTrait<ViewTraits>], content: Content) {
        self.displayName = displayName
        self.traits = traits
        self.content = content
    }

    /// Creates a preview of a UIKit view. The `#Preview` macro calls this; use the macro.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) {
        self.init(displayName: name, traits: traits, content: .view(body))
    }

    /// Creates a preview of a UIKit view controller. The `#Preview` macro calls this; use
    /// the macro.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) {
        self.init(displayName: name, traits: traits, content: .viewController(body))
    }

    /// The layout the traits ask for (the last one given wins, as in Xcode).
    package var layout: PreviewTrait<ViewTraits>.Layout {
        traits.reduce(.device) { layout, trait in trait.layout ?? layout }
    }

    /// Whether the traits turn the device to landscape.
    package var isLandscape: Bool {
        traits.reduce(false) { landscape, trait in trait.isLandscape ?? landscape }
    }
}
