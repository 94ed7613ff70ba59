import Foundation

/// `transformEnvironment(_:transform:)`: changes an environment value for the content.
struct EnvironmentTransformingModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var context = context
        var output = context.environment
        transform(&output[keyPath: keyPath])
        context.environment = output
        node.showAsList(content, context: context)
    }
}

extension View {
    /// Changes an environment value, as given to this view, for this view and the views inside.
    ///
    /// ```swift
    /// content.transformEnvironment(\.font) { font in font = font ?? .callout }
    /// ```
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformingModifier(keyPath: keyPath, transform: transform))
    }
}
