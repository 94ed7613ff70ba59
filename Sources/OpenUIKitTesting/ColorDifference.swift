import Foundation

/// CIE colour difference, for judging renders against colours sampled from reference images
/// (an OpenUIKit extension: Apple's frameworks have no such type).
///
/// ```swift
/// let ours = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
/// #expect(ColorDifference.deltaE2000(ours, (157, 198, 250)) <= 4)
/// ```
public enum ColorDifference {
    /// CIEDE2000 between two 8-bit sRGB colours (D65 white). About 1 is a just noticeable
    /// difference; 4 or less reads as the same material side by side.
    ///
    /// - Parameters:
    ///   - a: red, green and blue, 0…255.
    ///   - b: red, green and blue, 0…255.
    /// - Returns: the difference, 0 for identical colours.
    public static func deltaE2000(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        deltaE2000(lab: lab(a), lab: lab(b))
    }

    /// CIEDE2000 between two CIE L*a*b* colours (Sharma, Wu and Dalal's formulation).
    public static func deltaE2000(lab first: (Double, Double, Double), lab second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first, (l2, a2, b2) = second
        let c1 = hypot(a1, b1), c2 = hypot(a2, b2)
        let cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        let h1p = hueDegrees(b1, a1p), h2p = hueDegrees(b2, a2p)
        let dL = l2 - l1, dC = c2p - c1p
        var dh = h2p - h1p
        if c1p * c2p == 0 { dh = 0 } else if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(radians(dh / 2))
        let lMean = (l1 + l2) / 2, cpMean = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) > 180 { hMean += hMean < 360 ? 360 : -360 }
            hMean /= 2
        }
        let t = 1 - 0.17 * cos(radians(hMean - 30)) + 0.24 * cos(radians(2 * hMean))
            + 0.32 * cos(radians(3 * hMean + 6)) - 0.20 * cos(radians(4 * hMean - 63))
        let sl = 1 + 0.015 * (lMean - 50) * (lMean - 50) / (20 + (lMean - 50) * (lMean - 50)).squareRoot()
        let sc = 1 + 0.045 * cpMean, sh = 1 + 0.015 * cpMean * t
        let rotation = 60 * exp(-pow((hMean - 275) / 25, 2))
        let rc = 2 * (pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7))).squareRoot()
        let rt = -sin(radians(rotation)) * rc
        let l = dL / sl, c = dC / sc, h = dH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// CIE L*a*b* of an 8-bit sRGB colour, white point the sRGB matrix's own D65 white (so
    /// sRGB white is exactly L* 100, a* 0, b* 0).
    public static func lab(_ rgb: (Int, Int, Int)) -> (Double, Double, Double) {
        func linear(_ v: Int) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// HSV saturation, 0…1.
    public static func saturation(_ rgb: (Int, Int, Int)) -> Double {
        let high = max(rgb.0, rgb.1, rgb.2), low = min(rgb.0, rgb.1, rgb.2)
        return high == 0 ? 0 : Double(high - low) / Double(high)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }
}
