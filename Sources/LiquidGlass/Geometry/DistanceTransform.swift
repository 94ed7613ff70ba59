import Foundation

/// Exact squared Euclidean distance transform (Felzenszwalb & Huttenlocher, 2012): for each
/// pixel, the squared distance to the nearest pixel where `isSeed` holds. Linear time: one
/// lower-envelope pass per column, then per row.
enum DistanceTransform {
    static func squaredDistances(width: Int, height: Int, isSeed: (Int) -> Bool) -> [Float] {
        let far = Float(width * width + height * height + 1)
        var grid = [Float](repeating: far, count: width * height)
        for i in 0..<(width * height) where isSeed(i) { grid[i] = 0 }
        let longest = max(width, height)
        var line = [Float](repeating: 0, count: longest)
        var result = [Float](repeating: 0, count: longest)
        var hulls = [Int](repeating: 0, count: longest)
        var bounds = [Float](repeating: 0, count: longest + 1)
        for x in 0..<width {
            for y in 0..<height { line[y] = grid[y * width + x] }
            envelope(line, count: height, into: &result, hulls: &hulls, bounds: &bounds)
            for y in 0..<height { grid[y * width + x] = result[y] }
        }
        for y in 0..<height {
            for x in 0..<width { line[x] = grid[y * width + x] }
            envelope(line, count: width, into: &result, hulls: &hulls, bounds: &bounds)
            for x in 0..<width { grid[y * width + x] = result[x] }
        }
        return grid
    }

    /// The 1-D transform: the lower envelope of parabolas rooted at each sample.
    private static func envelope(_ f: [Float], count n: Int, into d: inout [Float], hulls v: inout [Int], bounds z: inout [Float]) {
        guard n > 0 else { return }
        var k = 0
        v[0] = 0
        z[0] = -.infinity
        z[1] = .infinity
        for q in 1..<max(1, n) where n > 1 {
            var s: Float
            repeat {
                let p = v[k]
                s = ((f[q] + Float(q * q)) - (f[p] + Float(p * p))) / Float(2 * q - 2 * p)
                if s <= z[k] { k -= 1 } else { break }
            } while k >= 0
            k += 1
            v[k] = q
            z[k] = s
            z[k + 1] = .infinity
        }
        k = 0
        for q in 0..<n {
            while z[k + 1] < Float(q) { k += 1 }
            let diff = Float(q - v[k])
            d[q] = diff * diff + f[v[k]]
        }
    }
}
