import Foundation
import OpenCombine

/// An observable object an ancestor put in the environment with
/// ``View/environmentObject(_:)``: its changes run the view's body again.
///
/// ```swift
/// struct Cart: View {
///     @EnvironmentObject var store: Store
///     var body: some View { Text("\(store.items.count) items") }
/// }
/// ContentView().environmentObject(store)
/// ```
///
/// Reading it where no ancestor provided one stops the program with a message naming the
/// type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentObjectLink<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        let observation = ObjectObservation.stored(in: node, slot: &slot)
        link.object = environment[object: ObjectType.self]
        if let object = link.object { observation.observe(object) }
    }
}

/// Where an `EnvironmentObject` finds its object, set before each body run.
final class EnvironmentObjectLink<ObjectType>: @unchecked Sendable {
    // Written and read on the main actor, around body runs.
    var object: ObjectType?
}

/// Puts an object in the environment under its type.
struct EnvironmentObjectModifier<Object: AnyObject>: PrimitiveModifier {
    let object: Object?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var context = context
        context.environment = node.environment(from: context.environment, setting: object.map(ObjectIdentifier.init)) {
            $0[object: Object.self] = object
        }
        node.showAsList(content, context: context)
    }
}

extension View {
    /// Gives the views inside an observable object that their `@EnvironmentObject`
    /// properties of its type read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
