import Foundation

/// The desktop's settings as an XSETTINGS manager (GNOME's, Xfce's, …) publishes them on
/// X11: named integers, strings and colours, such as `Xft/DPI` and
/// `Gdk/WindowScalingFactor`, read from the manager window's `_XSETTINGS_SETTINGS` property.
///
/// Malformed data (a short property, lengths past the end, an unknown type) gives `nil`
/// from ``init(data:)``, never a crash.
@_spi(OpenUIKit)
public struct XSettings: Equatable, Sendable {
    /// A setting's value.
    public enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial, which grows with each change.
    public let serial: UInt32
    /// The settings by name.
    public let values: [String: Value]

    /// More settings than this in one property are not believed.
    static let maximumCount = 4096

    /// Parses the property's bytes (either byte order).
    public init?(data: Data) {
        var reader = Reader(bytes: [UInt8](data))
        guard let order = reader.byte() else { return nil }
        reader.bigEndian = order == 1
        guard order <= 1, reader.skip(3), let serial = reader.card32(), let count = reader.card32(), count <= Self.maximumCount else { return nil }
        var values: [String: Value] = [:]
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                let name = reader.string(Int(nameLength)), reader.skip(4)
            else { return nil }
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                values[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), length <= 1 << 20, let value = reader.string(Int(length)) else { return nil }
                values[name] = .string(value)
            case 2:
                guard let red = reader.card16(), let green = reader.card16(), let blue = reader.card16(), let alpha = reader.card16() else { return nil }
                values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
        }
        self.serial = serial
        self.values = values
    }

    /// The scale the settings give windows: `Gdk/WindowScalingFactor` when set (GNOME's
    /// whole-number scale), else `Xft/DPI` over 96 dots an inch (a fractional scale, as Qt
    /// and Xfce read it), held between 0.5 and 8; `nil` when neither is there.
    public var scale: Double? {
        if case .integer(let factor)? = values["Gdk/WindowScalingFactor"], factor > 0 {
            return Double(min(factor, 8))
        }
        if case .integer(let dpi)? = values["Xft/DPI"], dpi > 0 {
            return min(8, max(0.5, Double(dpi) / 1024 / 96))
        }
        return nil
    }

    /// Reads the format's fields, padded to four bytes where the format says.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, count <= bytes.count - offset else { return false }
            offset += count
            return true
        }

        mutating func card16() -> UInt16? {
            guard let a = byte(), let b = byte() else { return nil }
            return bigEndian ? UInt16(a) << 8 | UInt16(b) : UInt16(b) << 8 | UInt16(a)
        }

        mutating func card32() -> UInt32? {
            guard let first = card16(), let second = card16() else { return nil }
            return bigEndian ? UInt32(first) << 16 | UInt32(second) : UInt32(second) << 16 | UInt32(first)
        }

        /// `length` bytes of UTF-8 and the padding to four bytes after them.
        mutating func string(_ length: Int) -> String? {
            let padded = (length + 3) & ~3
            guard length >= 0, padded <= bytes.count - offset else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
