import Foundation

/// Gaussian-like blur of an alpha mask by three box passes per axis.
enum ShadowBlur {
    /// Blurs `alpha` (width × height, row-major) in place with standard deviation `sigma` pixels.
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, sigma: CGFloat) {
        guard sigma > 0.3, width > 0, height > 0 else { return }
        // The box width whose three passes approximate the Gaussian (the W3C filter-effects rule).
        let box = max(1, Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        var line = [UInt32](repeating: 0, count: max(width, height))
        var output = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxPass(&alpha, start: y * width, step: 1, count: width, box: box, line: &line, output: &output)
            }
            for x in 0..<width {
                boxPass(&alpha, start: x, step: width, count: height, box: box, line: &line, output: &output)
            }
        }
    }

    private static func boxPass(
        _ data: inout [UInt8], start: Int, step: Int, count: Int, box: Int, line: inout [UInt32], output: inout [UInt8]
    ) {
        // Prefix sums make every window O(1).
        var sum: UInt32 = 0
        for i in 0..<count {
            sum += UInt32(data[start + i * step])
            line[i] = sum
        }
        let half = box / 2
        for i in 0..<count {
            let hi = min(count - 1, i + half), lo = i - (box - half)
            let total = line[hi] - (lo >= 0 ? line[lo] : 0)
            output[i] = UInt8(min(255, (total + UInt32(box / 2)) / UInt32(box)))
        }
        for i in 0..<count { data[start + i * step] = output[i] }
    }
}
