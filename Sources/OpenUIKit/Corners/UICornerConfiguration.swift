import Foundation

/// How a view's corners are rounded: per-corner radii, uniform groups, or a capsule.
///
/// ```swift
/// glassView.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
/// badge.cornerConfiguration = .capsule()
/// card.cornerConfiguration = .uniformEdges(topRadius: 24, bottomRadius: 8)
/// ```
///
/// Glass views default to a capsule. A corner given `nil` is square.
public struct UICornerConfiguration: Hashable, Sendable {
    /// Which corners must share the largest of their resolved radii.
    enum Uniformity: Hashable, Sendable {
        case none, all, top, bottom, left, right, topAndBottom, leftAndRight
    }

    let topLeft: UICornerRadius?
    let topRight: UICornerRadius?
    let bottomLeft: UICornerRadius?
    let bottomRight: UICornerRadius?
    let uniformity: Uniformity
    /// Set for capsules: the cap on the half-height radius (`.infinity` for none).
    let capsuleMaximum: CGFloat?

    init(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?, bottomRight: UICornerRadius?,
         uniformity: Uniformity = .none, capsuleMaximum: CGFloat? = nil) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.uniformity = uniformity
        self.capsuleMaximum = capsuleMaximum
    }

    /// Every corner resolves `radius` on its own (concentric corners may differ).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// A radius per corner.
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
        bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius)
    }

    /// One radius for all corners: the largest of the four resolved values.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius, uniformity: .all)
    }

    /// The top corners share one radius and the bottom corners another.
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topRadius, topRight: topRadius, bottomLeft: bottomRadius, bottomRight: bottomRadius, uniformity: .topAndBottom)
    }

    /// The left corners share one radius and the right corners another.
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: leftRadius, topRight: rightRadius, bottomLeft: leftRadius, bottomRight: rightRadius, uniformity: .leftAndRight)
    }

    /// The top corners share a radius; the bottom ones are set apart.
    public static func uniformTopRadius(_ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topRadius, topRight: topRadius, bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius, uniformity: .top)
    }

    /// The bottom corners share a radius; the top ones are set apart.
    public static func uniformBottomRadius(_ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomRadius, bottomRight: bottomRadius, uniformity: .bottom)
    }

    /// The left corners share a radius; the right ones are set apart.
    public static func uniformLeftRadius(_ leftRadius: UICornerRadius, topRightRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: leftRadius, topRight: topRightRadius, bottomLeft: leftRadius, bottomRight: bottomRightRadius, uniformity: .left)
    }

    /// The right corners share a radius; the left ones are set apart.
    public static func uniformRightRadius(_ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topLeftRadius, topRight: rightRadius, bottomLeft: bottomLeftRadius, bottomRight: rightRadius, uniformity: .right)
    }

    /// Half the shorter side on every corner, capped at `maximumRadius` when given.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        let cap = maximumRadius.map { CGFloat($0) }.flatMap { $0.isFinite ? max(0, $0) : nil } ?? .infinity
        return UICornerConfiguration(topLeft: nil, topRight: nil, bottomLeft: nil, bottomRight: nil, capsuleMaximum: cap)
    }

    /// A fixed radius on every corner: the spelling of the seed articles, an OpenUIKit
    /// shorthand for `.corners(radius: .fixed(radius))`.
    public static func fixed(_ radius: CGFloat) -> UICornerConfiguration { .corners(radius: .fixed(Double(radius))) }

    /// Corners concentric with the container: the seed articles' spelling, an OpenUIKit
    /// shorthand for `.corners(radius: .containerConcentric(minimum:))`.
    public static func containerRelative(minimum: CGFloat? = nil) -> UICornerConfiguration {
        .corners(radius: .containerConcentric(minimum: minimum))
    }

    /// True for capsules.
    var isCapsule: Bool { capsuleMaximum != nil }
}
