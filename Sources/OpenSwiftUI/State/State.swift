import Foundation
import OpenQuartzCore

/// A value a view owns: it survives body runs, and changing it runs the body again.
///
/// ```swift
/// struct Toggle: View {
///     @State private var isOn = false
///     var body: some View {
///         Button(isOn ? "On" : "Off") { isOn.toggle() }
///     }
/// }
/// ```
///
/// The value is kept by the view's place in the hierarchy: a view replaced by one of another
/// type, or a `ForEach` element with a new id, starts again from its initial value.
/// Set state on the main actor; a change from another thread reaches the view on the main
/// actor a moment later.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    /// State that starts at `value`.
    public init(wrappedValue value: Value) { link = StateLink(initialValue: value) }

    /// State that starts at `value`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value; setting it runs the view's body again.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the value, for child views that change it.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        link.box = node.storage(in: &slot) { StateBox(value: link.initialValue, node: node) }
    }
}

/// Where a `State` property finds its box; made with each view value, connected to the
/// node's box before the body runs.
final class StateLink<Value>: @unchecked Sendable {
    // Touched on the main actor only (bodies and actions run there); `State` itself is made
    // wherever views are made, which is why this is not main-actor isolated.
    let initialValue: Value
    var box: StateBox<Value>?

    init(initialValue: Value) { self.initialValue = initialValue }

    var value: Value {
        get { box?.value ?? initialValue }
        set {
            guard let box else { return }
            box.value = newValue
        }
    }
}

/// The lasting storage of one `State` property, owned by its view's node.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value {
        didSet { notifyNode() }
    }
    private weak var node: ViewNode?

    init(value: Value, node: ViewNode) {
        self.value = value
        self.node = node
    }

    private func notifyNode() {
        if MainActorCleanup.isOnMainActor {
            MainActor.assumeIsolated {
                if node?.graph.isRunningBody == true { RuntimeWarning.stateModifiedDuringUpdate() }
                node?.setNeedsBody()
            }
        } else {
            let reference = UncheckedNodeReference(node: node)
            ObservationInvalidation.post { reference.node?.setNeedsBody() }
        }
    }
}

/// A node reference carried to the main actor from another thread; only followed there.
private struct UncheckedNodeReference: @unchecked Sendable {
    weak var node: ViewNode?
}
