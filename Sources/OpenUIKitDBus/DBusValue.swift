import Foundation

/// A D-Bus value, built in Swift and written to (or read from) a message through libdbus's
/// iterators, so messages are made declaratively and the wire format stays libdbus's.
package indirect enum DBusValue: Equatable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// A structure: `(…)`.
    case structure([DBusValue])
    /// An array whose elements have `elementSignature` (needed when it is empty).
    case array(elementSignature: String, [DBusValue])
    /// A dictionary: an array of key-value entries, `a{…}`.
    case dictionary(keySignature: String, valueSignature: String, [(key: DBusValue, value: DBusValue)])
    /// A value of any type, carrying its own signature.
    case variant(DBusValue)

    /// The value's D-Bus type signature.
    package var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .array(let element, _): "a" + element
        case .dictionary(let key, let value, _): "a{" + key + value + "}"
        case .variant: "v"
        }
    }

    package static func == (lhs: DBusValue, rhs: DBusValue) -> Bool {
        switch (lhs, rhs) {
        case let (.dictionary(k1, v1, e1), .dictionary(k2, v2, e2)):
            return k1 == k2 && v1 == v2 && e1.count == e2.count
                && zip(e1, e2).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.byte(a), .byte(b)): return a == b
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.int16(a), .int16(b)): return a == b
        case let (.int32(a), .int32(b)): return a == b
        case let (.uint32(a), .uint32(b)): return a == b
        case let (.int64(a), .int64(b)): return a == b
        case let (.uint64(a), .uint64(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.string(a), .string(b)), let (.objectPath(a), .objectPath(b)), let (.signature(a), .signature(b)): return a == b
        case let (.structure(a), .structure(b)): return a == b
        case let (.array(s1, a), .array(s2, b)): return s1 == s2 && a == b
        case let (.variant(a), .variant(b)): return a == b
        default: return false
        }
    }

    // MARK: Reading

    package var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value), .signature(let value): value
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    package var intValue: Int? {
        switch self {
        case .byte(let value): Int(value)
        case .int16(let value): Int(value)
        case .int32(let value): Int(value)
        case .uint32(let value): Int(value)
        case .int64(let value): Int(value)
        case .uint64(let value): Int(clamping: value)
        case .boolean(let value): value ? 1 : 0
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    package var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .variant(let inner): inner.doubleValue
        default: intValue.map(Double.init)
        }
    }
}
