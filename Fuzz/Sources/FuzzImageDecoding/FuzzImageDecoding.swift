import Foundation
import FuzzSupport
import OpenUIKit

/// Arbitrary bytes as image data (with any ICC profile it embeds) and as an ICC profile:
/// decoding must fail cleanly or give a drawable image.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    // The same bytes as an ICC profile: a colour space, or nil.
    if let space = CGColorSpace(iccData: bytes) {
        _ = CGColor(colorSpace: space, components: [0.2, 0.5, 0.9, 1])?.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)
    }
    // And as an image source: every frame (of the first few), its properties, a thumbnail.
    if let source = CGImageSourceCreateWithData(bytes, nil) {
        for index in 0..<min(CGImageSourceGetCount(source), 4) {
            _ = CGImageSourceCreateImageAtIndex(source, index, nil)
            _ = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
        }
        _ = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 7])
    }
    MainActor.assumeIsolated {
        guard let image = UIImage(data: bytes) else { return }
        _ = image.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        _ = image.pngData()
    }
    return 0
}
