import Foundation

/// A 4 × 5 matrix that maps a straight (unpremultiplied) colour to another, as SVG's
/// `feColorMatrix` does: each output channel is a weighted sum of red, green, blue and alpha
/// (0…1) plus an offset. An OpenCoreGraphics SPI for the colour effects of renderers.
package struct ColorMatrix: Equatable, Sendable {
    /// Rows for red, green, blue and alpha; each row's columns weigh red, green, blue, alpha,
    /// then add the fifth.
    package var rows: [SIMD4<Float>]
    /// The fifth column: what each output channel adds.
    package var offsets: SIMD4<Float>

    /// A matrix of four weight rows (red, green, blue, alpha) and the offsets.
    package init(rows: [SIMD4<Float>], offsets: SIMD4<Float> = .zero) {
        precondition(rows.count == 4, "a colour matrix has four rows")
        self.rows = rows
        self.offsets = offsets
    }

    /// Leaves colours as they are.
    package static let identity = ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// `color` mapped by the matrix, each channel clamped to 0…1.
    package func apply(to color: SIMD4<Float>) -> SIMD4<Float> {
        var result = offsets
        for channel in 0..<4 { result[channel] += (rows[channel] * color).sum() }
        return result.clamped(lowerBound: .zero, upperBound: .one)
    }

    /// This matrix followed by `next`.
    package func followed(by next: ColorMatrix) -> ColorMatrix {
        var rows = [SIMD4<Float>](repeating: .zero, count: 4)
        var offsets = next.offsets
        for out in 0..<4 {
            for inner in 0..<4 {
                rows[out] += next.rows[out][inner] * self.rows[inner]
                offsets[out] += next.rows[out][inner] * self.offsets[inner]
            }
        }
        return ColorMatrix(rows: rows, offsets: offsets)
    }

    /// Whether any weight or offset is not finite: such a matrix is not applied.
    package var isFinite: Bool {
        rows.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite }
            && offsets.x.isFinite && offsets.y.isFinite && offsets.z.isFinite && offsets.w.isFinite
    }

    /// Every pixel becomes `color`, as opaque as the pixel was transparent: the outside's
    /// silhouette, for inner shadows.
    package static func invertedSilhouette(of color: CGColor) -> ColorMatrix {
        let c = color.sRGBComponents
        return ColorMatrix(
            rows: [.zero, .zero, .zero, SIMD4(0, 0, 0, -Float(c.alpha))],
            offsets: SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)))
    }

    /// Every pixel becomes `color`, as opaque as the pixel was: a silhouette for shadows.
    package static func silhouette(of color: CGColor) -> ColorMatrix {
        let c = color.sRGBComponents
        return ColorMatrix(
            rows: [.zero, .zero, .zero, SIMD4(0, 0, 0, Float(c.alpha))],
            offsets: SIMD4(Float(c.red), Float(c.green), Float(c.blue), 0))
    }
}
