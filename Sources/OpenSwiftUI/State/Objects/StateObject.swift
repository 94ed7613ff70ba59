import Foundation
import OpenCombine

/// An observable object a view makes and owns: made once for the view's identity, kept
/// while the view lives, and observed, so its changes run the body again.
///
/// ```swift
/// final class Timer: ObservableObject {
///     @Published var seconds = 0
/// }
/// struct Clock: View {
///     @StateObject private var timer = Timer()
///     var body: some View { Text("\(timer.seconds)") }
/// }
/// ```
///
/// The expression that makes the object runs once per identity; read before the view is
/// in a hierarchy, the property makes a stand-in object each time, as SwiftUI does.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    /// An object made by `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = StateObjectLink(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { link.object ?? link.make() }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        let observation = ObjectObservation.stored(in: node, slot: &slot)
        let object = observation.object as? ObjectType ?? link.make()
        observation.observe(object)
        link.object = object
    }
}

/// Where a `StateObject` finds the object its node keeps.
final class StateObjectLink<ObjectType>: @unchecked Sendable {
    // Made wherever views are made; used on the main actor.
    let make: () -> ObjectType
    var object: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }
}
