/// The curve used for the corners of a rounded rectangle.
///
/// An OpenCoreGraphics type: CoreGraphics has no public spelling for continuous
/// corners, which UIKit draws for `CALayerCornerCurve.continuous` and `UIBezierPath(roundedRect:cornerRadius:)`.
public enum CGRoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles: curvature jumps where the straight edge meets the arc.
    case circular
    /// Apple's "squircle" corner: the curve starts about 1.53 × the radius before the
    /// corner and its curvature grows smoothly from zero, so no edge meets a kink in
    /// the highlight.
    case continuous
}
