import Foundation

/// A separable box average over a float grid, edges clamped.
enum BoxSmoothing {
    static func smoothed(_ values: [Float], width w: Int, height h: Int, radius r: Int) -> [Float] {
        guard r > 0, w > 0, h > 0 else { return values }
        var horizontal = [Float](repeating: 0, count: w * h)
        let norm = 1 / Float(2 * r + 1)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for k in -r...r { sum += values[y * w + min(w - 1, max(0, x + k))] }
                horizontal[y * w + x] = sum * norm
            }
        }
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for k in -r...r { sum += horizontal[min(h - 1, max(0, y + k)) * w + x] }
                out[y * w + x] = sum * norm
            }
        }
        return out
    }
}
