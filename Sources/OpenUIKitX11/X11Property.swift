import CX11
import Foundation

/// Reads a window property with Xlib (`XGetWindowProperty`), freeing what Xlib returns.
/// Items of format 32 come back as C longs, as Xlib hands them over; formats 8 and 16 as
/// their bytes.
enum X11Property {
    /// A property as it was read: its type, format and contents.
    struct Value {
        let type: Atom
        let format: Int32
        /// The items' bytes (for format 32, one C long per item).
        let bytes: Data
        let count: Int

        /// The 32-bit items as atoms (an empty list for other formats).
        var atoms: [Atom] {
            guard format == 32 else { return [] }
            return bytes.withUnsafeBytes { Array($0.bindMemory(to: CLong.self).prefix(count)).map { Atom(UInt(bitPattern: $0)) } }
        }
    }

    /// Reads `property` of `window` as `type` (`AnyPropertyType` for any), at most
    /// `longs` 32-bit units of it; `delete` removes it once read (when read whole).
    /// `nil` when the window has no such property or the request fails.
    static func read(_ property: Atom, of window: Window, display: OpaquePointer, type: Atom = Atom(AnyPropertyType),
                     longs: Int, delete: Bool = false) -> Value? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, property, 0, longs, delete ? 1 : 0, type,
                                        &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0 else { return nil }
        let itemSize = format == 32 ? MemoryLayout<CLong>.size : max(1, Int(format) / 8)
        return Value(type: actualType, format: format, bytes: data.map { Data(bytes: $0, count: Int(count) * itemSize) } ?? Data(), count: Int(count))
    }

    /// The atoms in a property of type `ATOM` (format 32); `nil` when there is none.
    static func atoms(_ property: Atom, of window: Window, display: OpaquePointer, longs: Int) -> [Atom]? {
        guard let value = read(property, of: window, display: display, type: Atom(XA_ATOM), longs: longs), value.format == 32 else { return nil }
        return value.atoms
    }
}
