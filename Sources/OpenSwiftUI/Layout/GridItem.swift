import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size and spacing, and how its
/// cells sit in it.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 100))]
/// LazyVGrid(columns: columns) { ForEach(posters) { PosterView($0) } }
/// ```
public struct GridItem: @unchecked Sendable {
    /// How big a grid item is.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in a share of the space left, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item; `nil` for the system's 8 points.
    public var spacing: CGFloat?
    /// Where a cell sits in the item; `nil` centres it.
    public var alignment: Alignment?

    /// An item of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
