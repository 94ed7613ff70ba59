import CSwiftMetadata
import Foundation

/// The non-generic types of this executable that conform to a protocol, read from the
/// conformance records the compiler emits (Swift's stable metadata layout), so previews
/// are found without registering them anywhere.
///
/// Only the executable's own records are read: types in shared libraries loaded beside it
/// are not found (SwiftPM links a package's modules into the executable).
package enum ConformanceRecords {
    /// The types conforming to `protocolName` declared in `module`, in record order.
    package static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        guard let start = openuikit_protocol_conformances_start(),
              let end = openuikit_protocol_conformances_end(), start < end
        else { return [] }
        var types: [Any.Type] = []
        var record = start
        while record + 4 <= end {
            let descriptor = relative(record)
            record += 4
            guard conformsTo(descriptor, protocolName: protocolName, module: module),
                  let type = conformingType(descriptor)
            else { continue }
            types.append(type)
        }
        return types
    }

    /// Whether a conformance descriptor names the protocol (its first field, an indirectable
    /// relative pointer to the protocol's descriptor, whose parent is its module).
    private static func conformsTo(_ conformance: UnsafeRawPointer, protocolName: String, module: String) -> Bool {
        guard let proto = indirectable(conformance), name(of: proto) == protocolName,
              let parent = indirectable(proto + 4)
        else { return false }
        return name(of: parent) == module
    }

    /// The conforming type's metadata when it is a non-generic class, struct or enum.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = (conformance + 12).load(as: UInt32.self)
        let typeReference = conformance + 4
        let typeDescriptor: UnsafeRawPointer? = switch (flags >> 3) & 0x7 {
        case 0: relative(typeReference)
        case 1: relative(typeReference).load(as: UnsafeRawPointer?.self)
        default: nil  // Objective-C classes
        }
        guard let typeDescriptor else { return nil }
        let kindAndFlags = typeDescriptor.load(as: UInt32.self)
        let isGeneric = kindAndFlags & 0x80 != 0
        let kind = kindAndFlags & 0x1F
        guard !isGeneric, (16...18).contains(kind) else { return nil }
        let accessFunction = relative(typeDescriptor + 12)
        return unsafeBitCast(openuikit_type_metadata(accessFunction), to: Any.Type.self)
    }

    /// A context descriptor's name (its third field).
    private static func name(of descriptor: UnsafeRawPointer) -> String {
        String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The target of a 32-bit offset relative to its own address.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// The target of a relative pointer whose low bit says it points at a pointer.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset & 1 != 0 else { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
