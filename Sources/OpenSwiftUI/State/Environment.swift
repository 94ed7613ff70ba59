import Foundation

/// Reads a value from the environment of the view.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Text(colorScheme == .dark ? "Night" : "Day")
///     }
/// }
/// ```
///
/// The value is current while the body runs; read outside a body, it is the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value.
    public var wrappedValue: Value { (link.environment ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        link.environment = environment
    }
}

/// The environment an `Environment` property reads, set before each body run.
final class EnvironmentLink: @unchecked Sendable {
    // Written and read on the main actor only, around body runs.
    var environment: EnvironmentValues?
}

/// Sets an environment value for the content.
struct EnvironmentWritingModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var context = context
        context.environment = node.environment(from: context.environment, setting: value) { $0[keyPath: keyPath] = value }
        node.showAsList(content, context: context)
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    ///
    /// ```swift
    /// content.environment(\.layoutDirection, .rightToLeft)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}
