import Foundation

/// One piece of glass: a shape with its material.
///
/// ```swift
/// var button = GlassElement(shape: .capsule(CGRect(x: 20, y: 40, width: 120, height: 44)))
/// button.tint = GlassColor(red: 0.2, green: 0.45, blue: 1)
/// ```
public struct GlassElement: Sendable {
    /// The outline, in the canvas' point space.
    public var shape: GlassShape
    /// Regular or clear glass.
    public var variant: GlassVariant
    /// Stained-glass tint; its alpha is the strength. `nil`: untinted.
    public var tint: GlassColor?
    /// The press state when the glass is interactive and touched.
    public var interaction: GlassInteraction?
    /// 0 invisible … 1 fully formed. Ramps lensing, frost, fill and highlights (not alpha).
    public var materialization: CGFloat
    /// Darkens the backdrop under clear glass for legibility, 0…1.
    public var dimming: CGFloat
    /// A plain frosted material with no lens, rim light or shadow (what blur materials are).
    public var isFlat = false
    /// Makes the element a flat frosted material of this thickness (no lens, rim light or
    /// shadow) rather than glass. `nil`: glass, or the plain frost ``isFlat`` asks for.
    ///
    /// Members of one container share one blur per variant: the first member of a variant
    /// sets its radius; each member keeps its own fill.
    public var materialThickness: MaterialThickness?

    /// A piece of glass with the given outline and look.
    public init(
        shape: GlassShape, variant: GlassVariant = .regular, tint: GlassColor? = nil,
        interaction: GlassInteraction? = nil, materialization: CGFloat = 1, dimming: CGFloat = 0
    ) {
        self.shape = shape
        self.variant = variant
        self.tint = tint
        self.interaction = interaction
        self.materialization = materialization.isFinite ? min(1, max(0, materialization)) : 1
        self.dimming = dimming.isFinite ? min(1, max(0, dimming)) : 0
    }
}
