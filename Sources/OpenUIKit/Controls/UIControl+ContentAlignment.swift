import Foundation

extension UIControl {
    /// Where content sits across a control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        /// Content takes the whole width (a button's title may use all of it).
        case fill = 3
        /// The left in left-to-right layouts, the right in right-to-left ones.
        case leading = 4
        /// The right in left-to-right layouts, the left in right-to-left ones.
        case trailing = 5
    }

    /// Where content sits down a control.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        /// Content takes the whole height.
        case fill = 3
    }

    /// `contentHorizontalAlignment` with leading and trailing resolved to left or right for
    /// the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The x where content `width` wide starts in `bounds`, kept `leftInset` and
    /// `rightInset` from the sides when aligned to one.
    func alignedContentX(width: CGFloat, leftInset: CGFloat, rightInset: CGFloat) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left: return leftInset
        case .right: return bounds.width - rightInset - width
        default: return (bounds.width - width) / 2
        }
    }

    /// The middle y of content `height` tall in `bounds`, kept `topInset` and `bottomInset`
    /// from the edges when aligned to one.
    func alignedContentMidY(height: CGFloat, topInset: CGFloat, bottomInset: CGFloat) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: return topInset + height / 2
        case .bottom: return bounds.height - bottomInset - height / 2
        default: return bounds.height / 2
        }
    }
}
