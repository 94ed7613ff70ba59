import Foundation

/// What one compositor update produced: the damage it redrew, whether animations run on,
/// and the layers whose backdrops resolved something the next update pass must take up.
///
/// An OpenQuartzCore type. A frame flows one way: update pass, then compositor, then this
/// result, then the next pass. Its owner (a window) hands each of ``followUpLayers`` to its
/// backdrop's `prepareFollowUpPass(for:)` before running that pass.
@preconcurrency @MainActor
public struct LayerFrameResult {
    /// The region redrawn, in points; `nil` when nothing changed.
    public var damage: CGRect?
    /// Whether the frame shows animations still running: a presenter keeps asking for frames.
    public var hasRunningAnimations: Bool
    /// Layers whose backdrop asked for a follow-up pass.
    package var followUpLayers: [CALayer]
    /// How many layers the update walked: none for an idle frame.
    package var layersWalked = 0

    /// A result with nothing redrawn.
    public init(damage: CGRect? = nil, hasRunningAnimations: Bool = false) {
        self.damage = damage
        self.hasRunningAnimations = hasRunningAnimations
        self.followUpLayers = []
    }

    /// Whether another update pass (and frame) is needed before the frame is settled.
    public var needsFollowUpPass: Bool { !followUpLayers.isEmpty }

    /// This result followed by `next` in the same presented frame: damage unites, the rest
    /// is the later frame's.
    public func followed(by next: LayerFrameResult) -> LayerFrameResult {
        var merged = next
        if let damage { merged.damage = next.damage.map { damage.union($0) } ?? damage }
        return merged
    }
}
