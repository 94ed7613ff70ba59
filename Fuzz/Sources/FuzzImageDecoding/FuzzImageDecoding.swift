import Foundation
import FuzzSupport
import OpenUIKit

/// Arbitrary bytes as image data: decoding must fail cleanly or give a drawable image.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
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
