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
    /// The distance, in points, at which shapes begin to merge. Negative or non-finite: 0.
    public var spacing: CGFloat

    /// A container of `elements` that merge within `spacing` points.
    public init(elements: [GlassElement], spacing: CGFloat = 0) {
        self.elements = elements
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
    }

    /// The most elements a container renders; later ones are ignored.
    public static let maximumElementCount = 255
}
