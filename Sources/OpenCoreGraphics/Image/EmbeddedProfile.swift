import CJPEGCodec
import CLibPNG
import CWebP
import Foundation

/// The ICC profile an image file carries, read with the format's own library, and the
/// conversion of decoded pixels from it to sRGB: how a Display P3 photo from an iPhone
/// keeps its colours.
enum EmbeddedProfile {
    /// A JPEG's profile (APP2 markers).
    static func jpeg(_ data: Data) -> Data? {
        read(data) { openuikit_jpeg_icc_profile($0, $1, $2, $3) } release: { openuikit_jpeg_free($0) }
    }

    /// A PNG's profile (the iCCP chunk).
    static func png(_ data: Data) -> Data? {
        read(data) { openuikit_png_icc_profile($0, $1, $2, $3) } release: { free($0) }
    }

    /// A WebP's profile (the ICCP chunk of an extended file), through libwebp's demuxer.
    static func webP(_ data: Data) -> Data? {
        data.withUnsafeBytes { raw -> Data? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var bytes = WebPData(bytes: base, size: raw.count)
            guard let demuxer = WebPDemux(&bytes) else { return nil }
            defer { WebPDemuxDelete(demuxer) }
            var chunk = WebPChunkIterator()
            guard WebPDemuxGetChunk(demuxer, "ICCP", 1, &chunk) != 0 else { return nil }
            defer { WebPDemuxReleaseChunkIterator(&chunk) }
            guard let start = chunk.chunk.bytes, chunk.chunk.size > 0 else { return nil }
            return Data(bytes: start, count: chunk.chunk.size)
        }
    }

    /// Converts premultiplied pixels from `profile`'s space to sRGB; pixels stay as they
    /// are without a profile, or with one Little CMS cannot use (gray, CMYK, corrupt).
    static func convertToSRGB(_ pixels: inout [UInt32], profile: Data?) {
        guard let profile, let icc = ICCProfile(data: profile) else { return }
        icc.convertToSRGB(&pixels)
    }

    private static func read(
        _ data: Data,
        _ reader: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>) -> Int32,
        release: (UnsafeMutableRawPointer?) -> Void
    ) -> Data? {
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = data.withUnsafeBytes { raw in reader(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &buffer, &size) }
        guard status == 0, let buffer else { return nil }
        defer { release(buffer) }
        return Data(bytes: buffer, count: size)
    }
}
