import Foundation
import OpenUIKit

/// Compares two images pixel by pixel, with swift-snapshot-testing's notions of precision:
/// `perceptualPrecision` is how close two pixels' colours must be (1 = identical; 0.98 lets
/// pixels differ by a CIE Lab ΔE of up to 2, about the smallest visible difference), and
/// `precision` the fraction of pixels that must match.
struct ImageComparison {
    let precision: Float
    let perceptualPrecision: Float

    struct Result {
        let matches: Bool
        let differingPixels: Int
        let worstDeltaE: Double
        /// A picture of where the images differ (red), over a faded copy of the reference.
        let differenceImage: UIImage?
    }

    func compare(_ reference: UIImage, _ actual: UIImage) -> Result {
        guard let a = reference.cgImage, let b = actual.cgImage, a.width == b.width, a.height == b.height else {
            return Result(matches: false, differingPixels: -1, worstDeltaE: .infinity, differenceImage: nil)
        }
        let tolerance = Double(max(0, 1 - perceptualPrecision)) * 100
        var differing = 0
        var worst = 0.0
        var mask = [Bool](repeating: false, count: a.width * a.height)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(atX: x, y: y), q = b.rgba(atX: x, y: y)
                if p == q { continue }
                let delta = Self.deltaE(p, q)
                worst = max(worst, delta)
                if delta > tolerance {
                    differing += 1
                    mask[y * a.width + x] = true
                }
            }
        }
        // A small allowance for Float precision: 1 - 0.8 is 0.19999999 in Float.
        let matches = Double(differing) / Double(a.width * a.height) <= Double(1 - precision) + 1e-6
        return Result(
            matches: matches, differingPixels: differing, worstDeltaE: worst,
            differenceImage: matches ? nil : Self.differenceImage(reference: a, mask: mask, scale: reference.scale))
    }

    /// CIE76 ΔE between two straight RGBA pixels composited over white.
    static func deltaE(_ p: (UInt8, UInt8, UInt8, UInt8), _ q: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        let l1 = lab(p), l2 = lab(q)
        return ((l1.0 - l2.0) * (l1.0 - l2.0) + (l1.1 - l2.1) * (l1.1 - l2.1) + (l1.2 - l2.2) * (l1.2 - l2.2)).squareRoot()
    }

    private static func lab(_ p: (UInt8, UInt8, UInt8, UInt8)) -> (Double, Double, Double) {
        let alpha = Double(p.3) / 255
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255 * alpha + (1 - alpha)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p.0), g = linear(p.1), b = linear(p.2)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    private static func differenceImage(reference: CGImage, mask: [Bool], scale: CGFloat) -> UIImage? {
        var bytes = [UInt8](repeating: 0, count: reference.width * reference.height * 4)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let i = (y * reference.width + x) * 4
                if mask[y * reference.width + x] {
                    bytes[i] = 255
                    bytes[i + 3] = 255
                } else {
                    let p = reference.rgba(atX: x, y: y)
                    let gray = UInt8((Int(p.red) + Int(p.green) + Int(p.blue)) / 3 / 3 + 170)
                    (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (gray, gray, gray, 255)
                }
            }
        }
        guard let provider = CGDataProvider(data: Data(bytes)),
            let image = CGImage(
                width: reference.width, height: reference.height, bitsPerComponent: 8, bitsPerPixel: 32,
                bytesPerRow: reference.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: image, scale: scale)
    }
}
