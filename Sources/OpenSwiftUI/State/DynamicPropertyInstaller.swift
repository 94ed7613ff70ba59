import Foundation

/// Finds a view's dynamic properties and connects them before its body runs.
///
/// Which stored properties of a type are dynamic is worked out once per type (from its
/// field list, in declaration order); each body run then reads only those fields. Types
/// whose fields cannot be listed are read through `Mirror`, in the same order.
@MainActor
enum DynamicPropertyInstaller {
    /// A type's dynamic fields: their offsets and types; `nil` for types read by `Mirror`.
    private static var plans: [ObjectIdentifier: [(offset: Int, type: Any.Type)]?] = [:]

    static func install(on value: Any, node: ViewNode, environment: EnvironmentValues) {
        var slot = 0
        let owner = (value as? any DynamicPropertyOwnerProxy)?.dynamicPropertyOwner ?? value
        install(in: owner, node: node, slot: &slot, environment: environment)
    }

    private static func install(in value: Any, node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        func installFields<T>(of typed: T) {
            guard let fields = plan(for: T.self) else {
                return installMirrored(typed, node: node, slot: &slot, environment: environment)
            }
            guard !fields.isEmpty else { return }
            let values = withUnsafeBytes(of: typed) { raw in
                fields.map { field in loadValue(of: field.type, from: raw.baseAddress! + field.offset) }
            }
            for field in values { connect(field, node: node, slot: &slot, environment: environment) }
        }
        _openExistential(value, do: installFields)
    }

    private static func installMirrored(_ value: Any, node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            connect(child.value, node: node, slot: &slot, environment: environment)
        }
    }

    /// Links a node-linked property, or looks inside a dynamic property made of others.
    private static func connect(_ property: Any, node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        if let linked = property as? any NodeLinkedProperty {
            linked.link(to: node, slot: &slot, environment: environment)
        } else if property is any DynamicProperty {
            install(in: property, node: node, slot: &slot, environment: environment)
        }
    }

    private static func plan<T>(for type: T.Type) -> [(offset: Int, type: Any.Type)]? {
        if let known = plans[ObjectIdentifier(type)] { return known }
        let made = StoredFields.of(type)?.filter { $0.type is any NodeLinkedProperty.Type || $0.type is any DynamicProperty.Type }
        plans[ObjectIdentifier(type)] = .some(made)
        return made
    }

    private static func loadValue(of type: Any.Type, from address: UnsafeRawPointer) -> Any {
        func load<F>(_: F.Type) -> Any { address.load(as: F.self) }
        return _openExistential(type, do: load)
    }
}
