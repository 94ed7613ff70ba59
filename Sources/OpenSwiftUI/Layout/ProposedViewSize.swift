import Foundation

/// The size a parent offers a child: each dimension a length, or `nil` for "your ideal".
///
/// A child answers with the size it takes; it may be smaller or larger than the proposal.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of a width and a height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width.map(Self.sanitized)
        self.height = height.map(Self.sanitized)
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unbounded in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// No proposal: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced by `size`'s (10 × 10 by default, as in
    /// SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// NaN and negative lengths become zero; infinity stays (it means "as much as you like").
    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : max(0, value)
    }
}
