import Foundation
import OpenUIKit

/// A rectangle whose corners are square, rounded by a fixed radius, or concentric to the
/// corners of the container shape around it (iOS 26), so a button near a sheet's or a
/// card's edge follows its curve.
///
/// ```swift
/// VStack { ... }
///     .padding(12)
///     .background(.thinMaterial, in: .rect(cornerRadius: 28))
///     .containerShape(.rect(cornerRadius: 28))
/// Button("Done") {}
///     .glassEffect(.regular, in: ConcentricRectangle())
/// ```
///
/// The container is the nearest ``View/containerShape(_:)`` around the shape, a sheet's or a
/// popover's panel, or the window's display corners. Drawn as glass, as a material or as a
/// fill, the shape follows its place in the container; its ``path(in:)`` alone, which
/// knows nothing of a container, rounds concentric corners by their minimum.
public struct ConcentricRectangle: Shape {
    /// Which corners share one radius: the largest of theirs.
    enum Uniformity: Hashable, Sendable {
        case none, all, top, bottom, leading, trailing, topAndBottom, leadingAndTrailing
    }

    var topLeading: Edge.Corner.Style
    var topTrailing: Edge.Corner.Style
    var bottomLeading: Edge.Corner.Style
    var bottomTrailing: Edge.Corner.Style
    var uniformity: Uniformity

    init(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
         _ bottomTrailing: Edge.Corner.Style, uniformity: Uniformity) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.uniformity = uniformity
    }

    /// Every corner concentric, each with its own radius.
    public init() {
        self.init(.concentric, .concentric, .concentric, .concentric, uniformity: .none)
    }

    /// Every corner in `corners`' style; `isUniform` gives them all the largest radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, uniformity: isUniform ? .all : .none)
    }

    /// A style for each corner.
    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner, uniformity: .none)
    }

    /// One style for the top corners and one for the bottom ones, each pair with one radius.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, uniformity: .topAndBottom)
    }

    /// One style for the leading corners and one for the trailing ones, each pair with one radius.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners, uniformity: .leadingAndTrailing)
    }

    /// The top corners with one radius; the bottom ones each their own.
    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner, uniformity: .top)
    }

    /// The bottom corners with one radius; the top ones each their own.
    public init(
        uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners, uniformity: .bottom)
    }

    /// The leading corners with one radius; the trailing ones each their own.
    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner, uniformity: .leading)
    }

    /// The trailing corners with one radius; the leading ones each their own.
    public init(
        uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners, uniformity: .trailing)
    }

    /// The rectangle with fixed corners at their radius and concentric ones at their
    /// minimum: there is no container here to be concentric to.
    public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
            topLeading: topLeading.radiusWithoutContainer, bottomLeading: bottomLeading.radiusWithoutContainer,
            bottomTrailing: bottomTrailing.radiusWithoutContainer, topTrailing: topTrailing.radiusWithoutContainer)
        ).path(in: rect)
    }

    /// The corners as UIKit's corner configuration, which resolves concentric corners
    /// against the view's container.
    func cornerConfiguration(layoutDirection: LayoutDirection = .leftToRight) -> UICornerConfiguration {
        let rightToLeft = layoutDirection == .rightToLeft
        let topLeft = (rightToLeft ? topTrailing : topLeading).cornerRadius
        let topRight = (rightToLeft ? topLeading : topTrailing).cornerRadius
        let bottomLeft = (rightToLeft ? bottomTrailing : bottomLeading).cornerRadius
        let bottomRight = (rightToLeft ? bottomLeading : bottomTrailing).cornerRadius
        let leftIsLeading = !rightToLeft
        switch uniformity {
        case .none:
            return .corners(topLeftRadius: topLeft, topRightRadius: topRight, bottomLeftRadius: bottomLeft, bottomRightRadius: bottomRight)
        case .all:
            return .uniformCorners(radius: topLeft)
        case .topAndBottom:
            return .uniformEdges(topRadius: topLeft, bottomRadius: bottomLeft)
        case .leadingAndTrailing:
            return .uniformEdges(leftRadius: topLeft, rightRadius: topRight)
        case .top:
            return .uniformTopRadius(topLeft, bottomLeftRadius: bottomLeft, bottomRightRadius: bottomRight)
        case .bottom:
            return .uniformBottomRadius(bottomLeft, topLeftRadius: topLeft, topRightRadius: topRight)
        case .leading:
            return leftIsLeading
                ? .uniformLeftRadius(topLeft, topRightRadius: topRight, bottomRightRadius: bottomRight)
                : .uniformRightRadius(topRight, topLeftRadius: topLeft, bottomLeftRadius: bottomLeft)
        case .trailing:
            return leftIsLeading
                ? .uniformRightRadius(topRight, topLeftRadius: topLeft, bottomLeftRadius: bottomLeft)
                : .uniformLeftRadius(topLeft, topRightRadius: topRight, bottomRightRadius: bottomRight)
        }
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with every corner in `corners`' style (concentric, fixed or square).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
