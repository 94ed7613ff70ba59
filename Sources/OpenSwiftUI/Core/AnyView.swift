import Foundation

/// A view of any type, for where one type must stand for several.
///
/// Changing the type inside an `AnyView` replaces the views on screen and their state,
/// as in SwiftUI.
public struct AnyView: View {
    let content: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) { content = view }

    /// Wraps a view of unknown type, or returns `nil` when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        content = view
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension AnyView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.showAsList(content, context: context)
    }
}
