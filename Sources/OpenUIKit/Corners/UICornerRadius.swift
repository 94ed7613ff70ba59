import Foundation

/// The radius of one corner: fixed, or concentric with the enclosing container's corner.
///
/// ```swift
/// view.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 8))
/// view.cornerConfiguration = .corners(radius: 12)      // a literal is a fixed radius
/// ```
public struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A radius in points. Negative and non-finite values resolve to 0.
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(kind: .fixed(CGFloat(radius))) }

    /// The container's corner radius minus this view's distance from that corner, never
    /// below `minimum` (or 0). The container is the nearest ancestor with a corner
    /// configuration, else the window, whose corners are the display's.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    init(kind: Kind) { self.kind = kind }

    /// A fixed radius written as a number: `0.0`, `12.5`.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A fixed radius written as a whole number: `12`.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}
