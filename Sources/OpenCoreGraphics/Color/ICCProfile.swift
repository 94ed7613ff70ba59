import CLCMS2
import Foundation

/// An RGB ICC profile read with Little CMS, and its transforms to and from sRGB: how
/// images tagged with a profile are shown in sRGB and how colours of a
/// `CGColorSpace(iccData:)` convert.
///
/// Transforms are made without Little CMS's one-pixel cache, so they are safe to share
/// between threads.
final class ICCProfile: @unchecked Sendable, Equatable {
    /// The profile's bytes.
    let data: Data
    private let toSRGBPixels: cmsHTRANSFORM
    private let toSRGBComponents: cmsHTRANSFORM
    private let fromSRGBComponents: cmsHTRANSFORM

    /// Reads an RGB display or input profile; `nil` for anything Little CMS cannot use
    /// (corrupt data, gray, CMYK or Lab profiles).
    init?(data: Data) {
        guard data.count >= 128, data.count <= 16 << 20 else { return nil }
        let profile = data.withUnsafeBytes { raw in cmsOpenProfileFromMem(raw.baseAddress, cmsUInt32Number(raw.count)) }
        guard let profile else { return nil }
        defer { cmsCloseProfile(profile) }
        guard cmsGetColorSpace(profile) == cmsSigRgbData, let sRGB = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(sRGB) }
        let flags = cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA)
        let intent = cmsUInt32Number(INTENT_PERCEPTUAL)
        guard let pixels = cmsCreateTransform(profile, CLCMS2TypeRGBA8, sRGB, CLCMS2TypeRGBA8, intent, flags) else { return nil }
        guard let toSRGB = cmsCreateTransform(profile, CLCMS2TypeRGBDouble, sRGB, CLCMS2TypeRGBDouble, intent, cmsUInt32Number(cmsFLAGS_NOCACHE))
        else {
            cmsDeleteTransform(pixels)
            return nil
        }
        guard let fromSRGB = cmsCreateTransform(sRGB, CLCMS2TypeRGBDouble, profile, CLCMS2TypeRGBDouble, intent, cmsUInt32Number(cmsFLAGS_NOCACHE))
        else {
            cmsDeleteTransform(pixels)
            cmsDeleteTransform(toSRGB)
            return nil
        }
        self.data = data
        toSRGBPixels = pixels
        toSRGBComponents = toSRGB
        fromSRGBComponents = fromSRGB
    }

    deinit {
        cmsDeleteTransform(toSRGBPixels)
        cmsDeleteTransform(toSRGBComponents)
        cmsDeleteTransform(fromSRGBComponents)
    }

    static func == (lhs: ICCProfile, rhs: ICCProfile) -> Bool { lhs === rhs || lhs.data == rhs.data }

    /// Premultiplied pixels in this profile's space, converted to sRGB in place.
    func convertToSRGB(_ pixels: inout [UInt32]) {
        var straight = [UInt8](repeating: 0, count: pixels.count * 4)
        for (i, pixel) in pixels.enumerated() {
            let (r, g, b, a) = Pixel.unpremultiplied(pixel)
            straight[i * 4] = r
            straight[i * 4 + 1] = g
            straight[i * 4 + 2] = b
            straight[i * 4 + 3] = a
        }
        straight.withUnsafeMutableBytes { buffer in
            cmsDoTransform(toSRGBPixels, buffer.baseAddress, buffer.baseAddress, cmsUInt32Number(pixels.count))
        }
        for i in pixels.indices {
            pixels[i] = Pixel.premultiplied(straight[i * 4], straight[i * 4 + 1], straight[i * 4 + 2], straight[i * 4 + 3])
        }
    }

    /// Components of this space (0...1) as sRGB-encoded components.
    func sRGBComponents(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        transform(toSRGBComponents, r, g, b)
    }

    /// sRGB-encoded components as components of this space.
    func components(fromSRGB r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        transform(fromSRGBComponents, r, g, b)
    }

    private func transform(_ transform: cmsHTRANSFORM, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        // Little CMS's floating-point RGB runs 0...1.
        var values = [Double(r), Double(g), Double(b)].map { $0.isFinite ? $0 : 0 }
        values.withUnsafeMutableBytes { buffer in cmsDoTransform(transform, buffer.baseAddress, buffer.baseAddress, 1) }
        return (CGFloat(values[0]), CGFloat(values[1]), CGFloat(values[2]))
    }
}
