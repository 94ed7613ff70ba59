import CDBus
import Foundation

/// A D-Bus message owned by Swift: released when the last reference goes.
package final class DBusMessage {
    package let pointer: OpaquePointer

    /// Takes over a reference libdbus gave us.
    package init(taking pointer: OpaquePointer) { self.pointer = pointer }

    /// Adds a reference to a message libdbus lends us (one handed to a filter).
    package init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        dbus_message_ref(pointer)
    }

    deinit { dbus_message_unref(pointer) }

    // MARK: Making messages

    package static func methodCall(destination: String, path: String, interface: String, method: String) -> DBusMessage? {
        dbus_message_new_method_call(destination, path, interface, method).map(DBusMessage.init(taking:))
    }

    package static func signal(path: String, interface: String, name: String) -> DBusMessage? {
        dbus_message_new_signal(path, interface, name).map(DBusMessage.init(taking:))
    }

    /// The reply to this method call.
    package func methodReturn() -> DBusMessage? {
        dbus_message_new_method_return(pointer).map(DBusMessage.init(taking:))
    }

    /// An error reply to this method call.
    package func errorReply(name: String, message: String) -> DBusMessage? {
        dbus_message_new_error(pointer, name, message).map(DBusMessage.init(taking:))
    }

    // MARK: What it is

    package var isMethodCall: Bool { dbus_message_get_type(pointer) == DBUS_MESSAGE_TYPE_METHOD_CALL }
    package var isSignal: Bool { dbus_message_get_type(pointer) == DBUS_MESSAGE_TYPE_SIGNAL }
    /// Whether this is a reply (a return or an error) and, if so, the serial of the call.
    package var replySerial: UInt32? {
        let type = dbus_message_get_type(pointer)
        guard type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR else { return nil }
        return dbus_message_get_reply_serial(pointer)
    }
    package var path: String { dbus_message_get_path(pointer).map { String(cString: $0) } ?? "" }
    package var interface: String { dbus_message_get_interface(pointer).map { String(cString: $0) } ?? "" }
    package var member: String { dbus_message_get_member(pointer).map { String(cString: $0) } ?? "" }
    package var sender: String { dbus_message_get_sender(pointer).map { String(cString: $0) } ?? "" }
    package var noReplyExpected: Bool { dbus_message_get_no_reply(pointer) != 0 }

    /// The error the message carries, when it is an error reply.
    package var failure: DBusFailure? {
        guard dbus_message_get_type(pointer) == DBUS_MESSAGE_TYPE_ERROR else { return nil }
        let name = dbus_message_get_error_name(pointer).map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        return DBusFailure(name: name, message: arguments.first?.stringValue ?? "")
    }

    // MARK: Arguments

    /// Appends `values` to the message's arguments.
    package func append(_ values: DBusValue...) { append(values) }

    package func append(_ values: [DBusValue]) {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(pointer, &iterator)
        for value in values { DBusMessage.write(value, to: &iterator) }
    }

    /// The message's arguments.
    package var arguments: [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(pointer, &iterator) != 0 else { return [] }
        return DBusMessage.readAll(&iterator)
    }

    // MARK: Writing through libdbus's iterators

    private static func code(_ character: Character) -> Int32 { Int32(character.asciiValue ?? 0) }

    private static func write(_ value: DBusValue, to iterator: inout DBusMessageIter) {
        switch value {
        case .byte(var byte): dbus_message_iter_append_basic(&iterator, code("y"), &byte)
        case .boolean(let flag):
            var number: dbus_bool_t = flag ? 1 : 0
            dbus_message_iter_append_basic(&iterator, code("b"), &number)
        case .int16(var number): dbus_message_iter_append_basic(&iterator, code("n"), &number)
        case .int32(var number): dbus_message_iter_append_basic(&iterator, code("i"), &number)
        case .uint32(var number): dbus_message_iter_append_basic(&iterator, code("u"), &number)
        case .int64(var number): dbus_message_iter_append_basic(&iterator, code("x"), &number)
        case .uint64(var number): dbus_message_iter_append_basic(&iterator, code("t"), &number)
        case .double(var number): dbus_message_iter_append_basic(&iterator, code("d"), &number)
        case .string(let text): appendString(text, type: "s", to: &iterator)
        case .objectPath(let path): appendString(path, type: "o", to: &iterator)
        case .signature(let signature): appendString(signature, type: "g", to: &iterator)
        case .structure(let fields):
            container(&iterator, type: "r", signature: nil) { inner in
                for field in fields { write(field, to: &inner) }
            }
        case .array(let elementSignature, let elements):
            container(&iterator, type: "a", signature: elementSignature) { inner in
                for element in elements { write(element, to: &inner) }
            }
        case .dictionary(let keySignature, let valueSignature, let entries):
            container(&iterator, type: "a", signature: "{" + keySignature + valueSignature + "}") { inner in
                for entry in entries {
                    container(&inner, type: "e", signature: nil) { pair in
                        write(entry.key, to: &pair)
                        write(entry.value, to: &pair)
                    }
                }
            }
        case .variant(let inner):
            container(&iterator, type: "v", signature: inner.signature) { contents in write(inner, to: &contents) }
        }
    }

    /// Strings must be valid UTF-8 without NUL for libdbus, which aborts otherwise.
    private static func appendString(_ text: String, type: Character, to iterator: inout DBusMessageIter) {
        let clean = text.replacingOccurrences(of: "\0", with: "")
        clean.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(&iterator, code(type), &pointer)
        }
    }

    private static func container(
        _ iterator: inout DBusMessageIter, type: Character, signature: String?, _ body: (inout DBusMessageIter) -> Void
    ) {
        var inner = DBusMessageIter()
        // Structures open as 'r' and dictionary entries as 'e', as libdbus names them.
        let libdbusType = code(type)
        if let signature {
            signature.withCString { _ = dbus_message_iter_open_container(&iterator, libdbusType, $0, &inner) }
        } else {
            dbus_message_iter_open_container(&iterator, libdbusType, nil, &inner)
        }
        body(&inner)
        dbus_message_iter_close_container(&iterator, &inner)
    }

    // MARK: Reading

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != 0 {
            if let value = read(&iterator) { values.append(value) }
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func basic<T: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ initial: T) -> T {
        var value = initial
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        return value
    }

    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch UInt8(truncatingIfNeeded: type) {
        case UInt8(ascii: "y"): return .byte(basic(&iterator, UInt8(0)))
        case UInt8(ascii: "b"): return .boolean(basic(&iterator, dbus_bool_t(0)) != 0)
        case UInt8(ascii: "n"): return .int16(basic(&iterator, Int16(0)))
        case UInt8(ascii: "q"): return .int32(Int32(basic(&iterator, UInt16(0))))
        case UInt8(ascii: "i"): return .int32(basic(&iterator, Int32(0)))
        case UInt8(ascii: "u"): return .uint32(basic(&iterator, UInt32(0)))
        case UInt8(ascii: "x"): return .int64(basic(&iterator, Int64(0)))
        case UInt8(ascii: "t"): return .uint64(basic(&iterator, UInt64(0)))
        case UInt8(ascii: "d"): return .double(basic(&iterator, Double(0)))
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            let pointer = basic(&iterator, UnsafePointer<CChar>?.none)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == code("s") ? .string(text) : type == code("o") ? .objectPath(text) : .signature(text)
        case UInt8(ascii: "v"):
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return read(&inner).map { .variant($0) }
        case UInt8(ascii: "r"), UInt8(ascii: "e"):
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .structure(readAll(&inner))
        case UInt8(ascii: "a"):
            let signature = dbus_message_iter_get_signature(&iterator)
            defer { dbus_free(signature) }
            let elementSignature = String(signature.map { String(cString: $0) }?.dropFirst() ?? "")
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            let elements = readAll(&inner)
            if elementSignature.hasPrefix("{") {
                let pairs = elements.compactMap { element -> (key: DBusValue, value: DBusValue)? in
                    guard case .structure(let fields) = element, fields.count == 2 else { return nil }
                    return (fields[0], fields[1])
                }
                let inside = elementSignature.dropFirst().dropLast()
                let keySignature = String(inside.prefix(1))
                return .dictionary(keySignature: keySignature, valueSignature: String(inside.dropFirst()), pairs)
            }
            return .array(elementSignature: elementSignature, elements)
        default:
            return nil
        }
    }
}
