import Foundation

/// The shape a pointer takes over a region.
///
/// On iPad the pointer morphs into the shape. OpenUIKit keeps the host's cursor and draws
/// a highlight effect's platter in the shape instead; the beams leave the cursor as it is.
public enum UIPointerShape {
    /// An outline, in the coordinates of the effect's view.
    case path(UIBezierPath)
    /// A rounded rectangle, in the coordinates of the effect's view.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A text caret `length` points tall.
    case verticalBeam(length: CGFloat)
    /// A text caret for vertical text, `length` points wide.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded-rectangle shape unless given (8 points).
    public static let defaultCornerRadius: CGFloat = 8
}
