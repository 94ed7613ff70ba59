import Foundation

/// Whether a view value is the same as the one its node last showed, compared as SwiftUI
/// compares views: with `==` where the type is `Equatable`; otherwise field by field, each
/// with `==` where its type is `Equatable` and as plain memory where not (references and
/// closures are the same when they are the same object). `@State` and `@Environment`
/// fields are not compared (their values live in the node); a ``Binding`` never matches, as
/// the value behind it may have changed.
///
/// A false "different" only costs a body run; "same" is only answered when it is so.
@MainActor
enum ViewComparison {
    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// Whether `a` and `b` are the same.
    static func same<V>(_ a: V, _ b: V) -> Bool {
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        // Values handed over as `Any` are compared as their own types (fields cannot be
        // listed for an existential type).
        if V.self == Any.self {
            guard type(of: a as Any) == type(of: b as Any) else { return false }
            func compare<T>(_ value: T) -> Bool {
                // A value boxed twice (an `Any` holding an `Any`) is not looked into: changed.
                guard T.self != Any.self, let other = (b as Any) as? T else { return false }
                return plan(for: T.self).matches(value, other)
            }
            return _openExistential(a as Any, do: compare)
        }
        return plan(for: V.self).matches(a, b)
    }

    private static func plan<V>(for type: V.Type) -> Plan {
        if let known = plans[ObjectIdentifier(type)] { return known }
        let made = Plan(type)
        plans[ObjectIdentifier(type)] = made
        return made
    }

    /// How to compare values of one type.
    private struct Plan {
        /// Compares one field of two values, given their addresses.
        typealias FieldComparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool
        /// `nil`: compare the whole value's memory.
        let fields: [(offset: Int, compare: FieldComparison)]?

        init<V>(_ type: V.Type) {
            let compared = StoredFields.of(type)?.compactMap { field in
                Self.comparison(for: field.type).map { (field.offset, $0) }
            }
            fields = MemoryLayout<V>.size > 0 ? compared : nil
        }

        func matches<V>(_ a: V, _ b: V) -> Bool {
            withUnsafeBytes(of: a) { left in
                withUnsafeBytes(of: b) { right in
                    guard let base = left.baseAddress, let other = right.baseAddress else { return left.count == right.count }
                    guard let fields else { return memcmp(base, other, left.count) == 0 }
                    return fields.allSatisfy { $0.compare(base + $0.offset, other + $0.offset) }
                }
            }
        }

        /// How a field of `type` compares; `nil` for fields that are not compared.
        private static func comparison(for type: Any.Type) -> FieldComparison? {
            if type is any BindingMarker.Type { return { _, _ in false } }
            if type is any DynamicProperty.Type { return nil }
            if let equatable = type as? any Equatable.Type { return equalityComparison(equatable) }
            let size = sizeOf(type)
            return { memcmp($0, $1, size) == 0 }
        }

        private static func equalityComparison<T: Equatable>(_ type: T.Type) -> FieldComparison {
            { $0.load(as: T.self) == $1.load(as: T.self) }
        }

        private static func sizeOf(_ type: Any.Type) -> Int {
            func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
            return _openExistential(type, do: size)
        }
    }
}

/// Marks ``Binding``, which never compares as unchanged.
protocol BindingMarker {}

extension Binding: BindingMarker {}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
