import Foundation

/// Where a popover attaches to the view it grows out of: a rectangle of the view, or a
/// point in it.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, such as `.rect(.bounds)`.
    case rect(Anchor<CGRect>.Source)
    /// A point, as a fraction of the view's size.
    case point(UnitPoint)

    /// The rectangle attached to, for a view whose bounds are `bounds`.
    func rect(in bounds: CGRect) -> CGRect {
        switch self {
        case .rect(let source): return source.resolve(in: bounds)
        case .point(let unit):
            let x = bounds.minX + bounds.width * (unit.x.isFinite ? unit.x : 0.5)
            let y = bounds.minY + bounds.height * (unit.y.isFinite ? unit.y : 0.5)
            return CGRect(x: x, y: y, width: 0, height: 0)
        }
    }
}
