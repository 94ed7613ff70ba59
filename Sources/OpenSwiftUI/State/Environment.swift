import Foundation
import Observation

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
    let read: (EnvironmentValues) -> Value
    let link = EnvironmentLink()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// The value.
    public var wrappedValue: Value { read(link.environment ?? EnvironmentValues()) }
}

extension Environment {
    /// Reads the `@Observable` object of this type put in the environment with
    /// ``View/environment(_:)``; the program stops with a message naming the type when no
    /// ancestor put one there, as in SwiftUI.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[object: Value.self] else {
                preconditionFailure("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type put in the environment, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[object: T.self] }
    }
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

extension View {
    /// Puts an `@Observable` object in the environment of the views inside, where
    /// `@Environment(Type.self)` reads it.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
