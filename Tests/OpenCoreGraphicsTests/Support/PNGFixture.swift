import Foundation

/// Builds small PNG files by hand (stored deflate blocks, real CRCs), so tests can feed
/// the decoder colour types and damage that the encoder never produces.
enum PNGFixture {
    /// A PNG of the given colour type from raw scanlines (filter bytes are added here).
    static func make(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8, rows: [[UInt8]],
                     palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        data.append(chunk: "IHDR", header)
        if let palette { data.append(chunk: "PLTE", Data(palette)) }
        if let transparency { data.append(chunk: "tRNS", Data(transparency)) }
        var raw = [UInt8]()
        for row in rows { raw.append(0); raw.append(contentsOf: row) }
        data.append(chunk: "IDAT", zlibStored(raw))
        data.append(chunk: "IEND", Data())
        return data
    }

    /// A header claiming a size, with valid CRCs but no image data after it.
    static func header(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: width)
        header.append(bigEndian: height)
        header.append(contentsOf: [8, 6, 0, 0, 0])
        data.append(chunk: "IHDR", header)
        data.append(chunk: "IDAT", zlibStored([0, 1, 2, 3]))
        data.append(chunk: "IEND", Data())
        return data
    }

    private static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            let final: UInt8 = offset + count >= bytes.count ? 1 : 0
            out.append(final)
            out.append(UInt8(count & 0xFF))
            out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF))
            out.append(UInt8((~count >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out.append(bigEndian: (b << 16) | a)
        return out
    }

    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        append(typed)
        append(bigEndian: PNGFixture.crc32(typed))
    }
}
