import Foundation

/// Reads a fuzzer's bytes as the values a test would choose: numbers (with the extremes
/// bad input is made of), Unicode text from every plane, choices among cases. Running
/// out of bytes gives zeros, so every input decodes.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    public var isExhausted: Bool { position >= bytes.count }

    private static let literalMarker = UInt8(ascii: "L")

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// An index below `count` (which must be positive).
    public mutating func choose(_ count: Int) -> Int { Int(uint16()) % max(1, count) }

    public mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    /// A length or coordinate: mostly ordinary, sometimes one of the values that break
    /// geometry code (zero, negative, NaN, infinities, huge finite numbers).
    public mutating func geometry(ordinary range: ClosedRange<CGFloat> = 0...500) -> CGFloat {
        let selector = byte()
        switch selector {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return .greatestFiniteMagnitude
        case 4: return -.greatestFiniteMagnitude
        case 5: return 1e308
        case 6: return 0
        case 7: return -CGFloat(uint16())
        case 8: return .leastNonzeroMagnitude
        case 9: return 1e-300
        default:
            let fraction = CGFloat(uint16()) / CGFloat(UInt16.max)
            return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        }
    }

    /// A scalar from every plane, weighted toward the ones that trouble text code.
    public mutating func scalar() -> Unicode.Scalar {
        let special: [UInt32] = [
            0x0A, 0x0D, 0x0C, 0x09, 0x00, 0x85, 0x2028, 0x2029, 0x200B, 0x200C, 0x200D, 0x00AD,
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
            0x0301, 0x0308, 0x0651, 0x093F, 0x094D, 0x1F1FA, 0x1F1F8, 0x1F3FD, 0xFE0F, 0x20E3, 0x1F469, 0x1F467,
            0xFFFF, 0xFFFE, 0xFDD0, 0x1FFFF, 0x10FFFF, 0xFFFD, 0xE000, 0xF0000, 0x0627, 0x05D0, 0x4E2D, 0xAC00,
            0x0E01, 0x0E33, 0x1000, 0x17D2, 0x0F40, 0x2026, 0x3000, 0x20, 0x61, 0x2D,
        ]
        let selector = byte()
        let value: UInt32
        switch selector {
        case 0..<96: value = special[Int(selector) % special.count]
        case 96..<160: value = 0x20 + UInt32(byte()) % 0x5F
        case 160..<200: value = UInt32(uint16())
        default: value = (UInt32(byte()) << 16 | UInt32(uint16())) % 0x110000
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Text of up to `maximum` scalars, now and then a long run of one scalar. An input
    /// can also spell its text: the byte `L`, a two-byte length, that many bytes of UTF-8
    /// (invalid sequences read as U+FFFD) and a two-byte repeat count; corpus files use
    /// this for texts that once broke something.
    public mutating func text(maximum: Int = 200) -> String {
        if position < bytes.count, bytes[position] == Self.literalMarker {
            position += 1
            let length = Int(uint16())
            let end = min(bytes.count, position + length)
            let piece = String(decoding: bytes[min(position, end)..<end], as: UTF8.self)
            position = end
            // At most about 12,000 bytes of text: long enough for pasted-text cases,
            // short enough that each run stays quick.
            let repeats = min(max(1, Int(uint16())), 12_000 / max(1, piece.utf8.count))
            return String(repeating: piece, count: max(1, repeats))
        }
        let count = choose(maximum + 1)
        var result = String.UnicodeScalarView()
        while result.count < count, !isExhausted {
            let scalar = self.scalar()
            if byte() == 0xFF {
                result.append(contentsOf: repeatElement(scalar, count: Int(uint16()) % 5_000))
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
