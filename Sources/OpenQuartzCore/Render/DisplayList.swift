import Foundation

/// A frame's drawing as recorded from the layer tree: what the compositor rasterizes,
/// owned by it, read-only once recorded.
///
/// The commands are plain values any thread can replay. The backdrops (Liquid Glass and
/// other effects that read what lies beneath them) stay on the main actor: rasterizing
/// stops at each, and it runs over the whole frame at once.
@MainActor
struct DisplayList {
    /// Commands in drawing order.
    var commands: [RenderCommand] = []
    /// The backdrops `RenderCommand.backdrop` refers to, in order.
    var backdrops: [RecordedBackdrop] = []

    /// A backdrop and the drawing state it runs in.
    @MainActor
    struct RecordedBackdrop {
        let renderer: any CABackdropRendering
        let layer: CALayer
        /// What the layers show in the frame: the backdrop measures its members by it.
        let shown: LayerPresentation
        /// User space to base space when it runs.
        let ctm: CGAffineTransform
        /// The clips in effect, in order.
        let clips: [RecordedClip]
        /// How many transparency layers are open around it.
        let layerDepth: Int
    }

    /// A clip as it was made: a path in the user space of `ctm` (mapped only if a backdrop
    /// runs under it), or a rectangle in the base space.
    enum RecordedClip {
        case path(CGPath, ctm: CGAffineTransform)
        case enclosingPixels(CGRect)
    }
}
