import Foundation

/// Declares a preview of a UIKit view controller, which OpenUIKit's preview tools find and
/// render (Xcode shows it in its canvas).
///
/// ```swift
/// #Preview("Empty inbox") {
///     InboxViewController(messages: [])
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "OpenUIKitMacros", type: "PreviewMacro")

/// Declares a preview of a UIKit view.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) {
///     let badge = BadgeView()
///     badge.count = 3
///     badge
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "OpenUIKitMacros", type: "PreviewMacro")
