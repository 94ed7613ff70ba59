import Foundation
import OpenUIKit

/// A type that produces view previews, the form Xcode used before the `#Preview` macro.
///
/// OpenUIKit's preview tools find every provider in a program and render its previews,
/// named by `previewDisplayName(_:)` or the provider's type, laid out by
/// `previewLayout(_:)`.
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     static var previews: some View {
///         BadgeView(count: 3)
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews.
    @ViewBuilder @MainActor static var previews: Previews { get }

    /// The platform to run the previews on (`nil`: the target's).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The target's platform.
    public static var platform: PreviewPlatform? { nil }

    /// The provider's previews: one, with the name, layout and orientation its modifiers set.
    public static var _previews: [(name: String, preview: Preview)] {
        let previews = Self.previews
        let attributes = (previews as? any PreviewAttributesCarrying)?.previewAttributes ?? PreviewAttributes()
        let typeName = String(describing: Self.self)
        let name = attributes.displayName ?? (typeName.hasSuffix("_Previews") ? String(typeName.dropLast(9)) : typeName)
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        if let layout = attributes.layout { traits.append(layout.trait) }
        if let orientation = attributes.orientation { traits.append(orientation.trait) }
        return [(name, Preview(displayName: name, traits: traits, content: .viewController { Preview.hosting(previews) }))]
    }
}
