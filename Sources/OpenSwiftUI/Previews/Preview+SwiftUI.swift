import Foundation
import OpenUIKit

/// Declares a preview of a SwiftUI view, which OpenUIKit's preview tools find and render
/// (Xcode shows it in its canvas).
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///     BadgeView(count: 3)
///         .environment(\.colorScheme, .dark)
/// }
/// ```
///
/// Variables marked `@Previewable` (`@Previewable @State var isOn = true`) are kept by the
/// preview as a view's state, so bindings to them work.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "OpenUIKitMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own dynamic property, so a
/// `@State` value there can be changed through its binding.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "OpenUIKitMacros", type: "PreviewableMacro")

extension Preview {
    /// Creates a preview of a SwiftUI view. The `#Preview` macro calls this; use the macro.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(displayName: name, traits: traits, content: .viewController { Self.hosting(body()) })
    }

    /// A hosting controller whose preferred size follows the view's ideal size, which the
    /// size-that-fits layout uses.
    @MainActor static func hosting(_ view: any View) -> UIViewController {
        let controller = UIHostingController(rootView: AnyView(view))
        controller.sizingOptions = [.preferredContentSize]
        return controller
    }
}
