import Foundation

/// Glass elements rendered together: one capture of the backdrop, one frost, one shading
/// pass. Elements closer than `spacing` blend like droplets; with `spacing` 0 they are
/// only batched.
///
/// ```swift
/// let container = GlassContainer(elements: [play, skip], spacing: 20)
/// let image = GlassRenderer().render(container, over: backdrop, scale: 3)
/// ```
public struct GlassContainer: Sendable {
    /// The glass shapes, rendered together.
    public var elements: [GlassElement]
    /// The distance, in points, at which shapes begin to merge. Negative or non-finite: 0;
    /// at most ``maximumSpacing``.
    public var spacing: CGFloat {
        didSet { spacing = Self.clampedSpacing(spacing) }
    }

    /// The largest spacing honoured, in points: far beyond any screen, small enough that
    /// every pixel conversion of the glass region stays in range.
    public static let maximumSpacing: CGFloat = 100_000

    /// `spacing` as a container honours it: 0 for negative or non-finite values, at most
    /// ``maximumSpacing``.
    public static func clampedSpacing(_ spacing: CGFloat) -> CGFloat {
        spacing.isFinite ? min(maximumSpacing, max(0, spacing)) : 0
    }

    /// A container of `elements` that merge within `spacing` points.
    public init(elements: [GlassElement], spacing: CGFloat = 0) {
        self.elements = elements
        self.spacing = Self.clampedSpacing(spacing)
    }

    /// The rectangle (points, y down) a container with `spacing` whose elements fill
    /// `bounds` reads and writes: its bridges, and its shadow, which is cast from a few
    /// points above and so reaches further below the glass than above it. A compositor
    /// redraws all of it when anything inside changes.
    ///
    /// - Parameters:
    ///   - bounds: the union of the elements' bounds, or one element's.
    ///   - spacing: the container's merging distance.
    /// - Returns: `bounds` grown by the reach on each side.
    public static func reach(around bounds: CGRect, spacing: CGFloat) -> CGRect {
        // A point more, for the anti-aliased edge and rounding to pixels.
        let m = ShadingPass.reachMargins(spacing: clampedSpacing(spacing))
        let side = m.side + 1, above = m.top + 1, below = m.bottom + 1
        return CGRect(x: bounds.minX - side, y: bounds.minY - above,
                      width: bounds.width + 2 * side, height: bounds.height + above + below)
    }

    /// The most elements a container renders; later ones are ignored.
    public static let maximumElementCount = 255
}
