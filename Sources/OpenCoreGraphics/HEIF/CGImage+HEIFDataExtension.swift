import CHeif
import Foundation

// OpenCoreGraphics extensions: HEIF decoding (Apple does it through ImageIO), on libheif:
// the HEIC photos iPhones take, and AVIF.

/// Why HEIF data was refused.
public enum HEIFError: Error, Equatable, Sendable {
    /// The data is not HEIF, or is corrupt, or uses a codec libheif lacks.
    case invalidData
    /// The image is larger than ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount``.
    case tooLarge
}

extension CGImage {
    /// Whether `data` is a HEIF file (HEIC, AVIF) that libheif can read.
    public static func looksLikeHEIF(_ data: Data) -> Bool {
        guard data.count >= 12, data.dropFirst(4).prefix(4).elementsEqual(Array("ftyp".utf8)) else { return false }
        return data.withUnsafeBytes { raw in
            heif_check_filetype(raw.bindMemory(to: UInt8.self).baseAddress, Int32(min(raw.count, 64))) == heif_filetype_yes_supported
        }
    }

    /// Decodes a HEIF file's primary image (HEIC or AVIF), with its alpha, its embedded ICC
    /// profile converted to sRGB.
    ///
    /// An OpenCoreGraphics addition that throws instead of returning `nil`.
    ///
    /// - Throws: ``HEIFError/invalidData`` or ``HEIFError/tooLarge``.
    public convenience init(heifData data: Data) throws(HEIFError) {
        let decoded = data.withUnsafeBytes { raw in Self.decodeHEIF(raw) }
        switch decoded {
        case .success(var image):
            EmbeddedProfile.convertToSRGB(&image.pixels, profile: image.profile)
            self.init(width: image.width, height: image.height, pixels: image.pixels)
        case .failure(let error): throw error
        }
    }

    private typealias HEIFImage = (width: Int, height: Int, pixels: [UInt32], profile: Data?)

    private static func decodeHEIF(_ raw: UnsafeRawBufferPointer) -> Result<HEIFImage, HEIFError> {
        guard let base = raw.baseAddress, raw.count >= 12, let context = heif_context_alloc() else { return .failure(.invalidData) }
        defer { heif_context_free(context) }
        heif_context_set_maximum_image_size_limit(context, Int32(maximumDimension))
        guard heif_context_read_from_memory_without_copy(context, base, raw.count, nil).code == heif_error_Ok else {
            return .failure(.invalidData)
        }
        var handle: OpaquePointer?
        guard heif_context_get_primary_image_handle(context, &handle).code == heif_error_Ok, let handle else { return .failure(.invalidData) }
        defer { heif_image_handle_release(handle) }
        let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
        guard width > 0, height > 0 else { return .failure(.invalidData) }
        guard isAllowedSize(width: width, height: height) else { return .failure(.tooLarge) }
        var image: OpaquePointer?
        guard heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil).code == heif_error_Ok, let image
        else { return .failure(.invalidData) }
        defer { heif_image_release(image) }
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), Int(stride) >= width * 4,
            Int(heif_image_get_width(image, heif_channel_interleaved)) >= width,
            Int(heif_image_get_height(image, heif_channel_interleaved)) >= height
        else { return .failure(.invalidData) }
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            pixels += Pixel.premultiplied(straightRGBA: plane + row * Int(stride), count: width)
        }
        return .success((width, height, pixels, profile(of: handle)))
    }

    /// The image's ICC profile, when it carries one (rather than colour parameters).
    private static func profile(of handle: OpaquePointer) -> Data? {
        guard heif_image_handle_get_color_profile_type(handle) == heif_color_profile_type_prof else { return nil }
        let size = heif_image_handle_get_raw_color_profile_size(handle)
        guard size > 0, size < 16 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        guard heif_image_handle_get_raw_color_profile(handle, &bytes).code == heif_error_Ok else { return nil }
        return Data(bytes)
    }
}
