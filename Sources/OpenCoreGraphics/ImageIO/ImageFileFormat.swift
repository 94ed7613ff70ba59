import CGIFCodec
import CWebP
import Foundation

/// The image file formats an image source reads, with their frames: how
/// ``CGImageSource`` counts and decodes them.
enum ImageFileFormat: Sendable {
    case png, jpeg, gif, webP, heif, avif

    /// The format `data` announces in its first bytes, or `nil`.
    init?(sniffing data: Data) {
        if CGImage.looksLikeJPEG(data) {
            self = .jpeg
        } else if CGImage.looksLikeWebP(data) {
            self = .webP
        } else if CGImage.looksLikeGIF(data) {
            self = .gif
        } else if CGImage.looksLikeHEIF(data) {
            // AVIF is HEIF with AV1 inside; ImageIO names it apart.
            self = data.dropFirst(8).prefix(4).elementsEqual(Array("avif".utf8)) || data.dropFirst(8).prefix(4).elementsEqual(Array("avis".utf8)) ? .avif : .heif
        } else if data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }

    /// The uniform type identifier ImageIO reports.
    var typeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .gif: "com.compuserve.gif"
        case .webP: "org.webmproject.webp"
        case .heif: "public.heic"
        case .avif: "public.avif"
        }
    }

    static let all: [ImageFileFormat] = [.png, .jpeg, .gif, .webP, .heif, .avif]

    /// Each frame's delay in seconds (empty when the data is unreadable); one zero-delay
    /// frame for still images.
    func frameDelays(_ data: Data) -> [Double] {
        switch self {
        case .gif: Self.gifDelays(data)
        case .webP: Self.webPDelays(data)
        case .png, .jpeg, .heif, .avif: [0]
        }
    }

    /// Frame `index` as it shows in the animation, or `nil`.
    func image(_ data: Data, at index: Int) -> CGImage? {
        switch self {
        case .png: index == 0 ? try? CGImage(pngData: data) : nil
        case .jpeg: index == 0 ? try? CGImage(jpegData: data) : nil
        case .heif, .avif: index == 0 ? try? CGImage(heifData: data) : nil
        case .gif: Self.gifFrame(data, index)
        case .webP: Self.webPFrame(data, index)
        }
    }

    private static let frameLimit = 10_000

    private static func gifDelays(_ data: Data) -> [Double] {
        var count: UInt32 = 0
        var delays = [UInt32](repeating: 0, count: frameLimit)
        let status = data.withUnsafeBytes { raw in
            openuikit_gif_frames(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(CGImage.maximumPixelCount),
                                 UInt32(CGImage.maximumDimension), &count, &delays, UInt32(frameLimit))
        }
        guard status == 0 else { return [] }
        return delays.prefix(min(Int(count), frameLimit)).map { Double($0) / 100 }
    }

    private static func gifFrame(_ data: Data, _ index: Int) -> CGImage? {
        guard index >= 0, index < frameLimit else { return nil }
        let frame = UInt32(index)
        let decoded = DecodedBitmap(data, decode: { openuikit_gif_decode_frame($0, $1, frame, $2, $3, $4, $5, $6) }, release: { openuikit_gif_free($0) })
        guard case .image(let width, let height, let pixels) = decoded else { return nil }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// Runs `body` with libwebp's animation decoder over `data` (still files decode as one frame).
    private static func withAnimationDecoder<R>(_ data: Data, _ body: (OpaquePointer, WebPAnimInfo) -> R?) -> R? {
        data.withUnsafeBytes { raw -> R? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var bytes = WebPData(bytes: base, size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&bytes, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0,
                CGImage.isAllowedSize(width: Int(info.canvas_width), height: Int(info.canvas_height))
            else { return nil }
            return body(decoder, info)
        }
    }

    private static func webPDelays(_ data: Data) -> [Double] {
        withAnimationDecoder(data) { decoder, info in
            var delays: [Double] = []
            var previous: Int32 = 0
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            while delays.count < frameLimit, WebPAnimDecoderHasMoreFrames(decoder) != 0,
                WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0
            {
                delays.append(Double(max(0, timestamp - previous)) / 1_000)
                previous = timestamp
            }
            return delays
        } ?? []
    }

    private static func webPFrame(_ data: Data, _ index: Int) -> CGImage? {
        guard index >= 0 else { return nil }
        return withAnimationDecoder(data) { decoder, info in
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            for _ in 0...index {
                guard WebPAnimDecoderHasMoreFrames(decoder) != 0, WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0 else { return nil }
            }
            guard let frame else { return nil }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var pixels = Pixel.premultiplied(straightRGBA: frame, count: width * height)
            EmbeddedProfile.convertToSRGB(&pixels, profile: EmbeddedProfile.webP(data))
            return CGImage(width: width, height: height, pixels: pixels)
        }
    }
}
