import Foundation
import OpenQuartzCore

extension UIView {
    /// How the view's corners are rounded (iOS 26).
    ///
    /// Setting it rounds the view's layer with continuous corners and, for glass views,
    /// shapes the glass. Glass views default to a capsule; other views to square corners.
    /// Inside an animation block the corners animate from their current radii.
    public var cornerConfiguration: UICornerConfiguration {
        get { cornerConfigurationStorage ?? defaultCornerConfiguration }
        set {
            let scope = AnimationScope.current
            let before = scope == nil ? nil : presentedCornerRadii(size: bounds.size)
            if let scope, !hasIntrinsicCorners { scope.record(layer, "cornerRadius", from: layer.cornerRadius) }
            cornerConfigurationStorage = newValue
            if let scope, let before, hasIntrinsicCorners { animateCorners(in: scope, from: before) }
            cornerConfigurationDidChange()
        }
    }

    /// The animation keys of the four corners of views that draw their own shape (glass).
    private static let cornerKeys = ["corner.minXMinY", "corner.maxXMinY", "corner.maxXMaxY", "corner.minXMaxY"]

    private func animateCorners(in scope: AnimationScope, from before: CGCornerRadii) {
        let after = resolvedCornerRadii()
        let pairs = [(before.minXMinY, after.minXMinY), (before.maxXMinY, after.maxXMinY),
                     (before.maxXMaxY, after.maxXMaxY), (before.minXMaxY, after.minXMaxY)]
        for (key, pair) in zip(Self.cornerKeys, pairs) where pair.0 != pair.1 {
            scope.record(layer, key: key, from: pair.0, to: pair.1)
        }
    }

    /// The corners as drawn now for the view shown at `size`: the resolved radii, or where
    /// an animation of the configuration has them.
    func presentedCornerRadii(size: CGSize) -> CGCornerRadii {
        let model = resolvedCornerRadii(size: size)
        guard layer.hasAnimations else { return model }
        return CGCornerRadii(
            minXMinY: layer.presentedScalar(forKey: Self.cornerKeys[0], model: model.minXMinY),
            maxXMinY: layer.presentedScalar(forKey: Self.cornerKeys[1], model: model.maxXMinY),
            maxXMaxY: layer.presentedScalar(forKey: Self.cornerKeys[2], model: model.maxXMaxY),
            minXMaxY: layer.presentedScalar(forKey: Self.cornerKeys[3], model: model.minXMaxY))
    }

    /// The radius a corner resolves to now, in points; for several corners, the largest.
    ///
    /// Concentric radii are resolved against the nearest ancestor that has a corner
    /// configuration, else the window's display corners.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radii = resolvedCornerRadii()
        var result: CGFloat = 0
        if corner.contains(.topLeft) { result = max(result, radii.minXMinY) }
        if corner.contains(.topRight) { result = max(result, radii.maxXMinY) }
        if corner.contains(.bottomLeft) { result = max(result, radii.minXMaxY) }
        if corner.contains(.bottomRight) { result = max(result, radii.maxXMaxY) }
        return result
    }

    /// All four corners resolved in the view's bounds (y down: `minXMinY` is the top left).
    func resolvedCornerRadii(size: CGSize? = nil) -> CGCornerRadii {
        let configuration = cornerConfiguration
        let size = size ?? bounds.size
        let halfMinor = max(0, min(size.width, size.height) / 2)
        if let cap = configuration.capsuleMaximum {
            return CGCornerRadii(all: min(halfMinor, cap))
        }
        func resolve(_ radius: UICornerRadius?, _ corner: UIRectCorner) -> CGFloat {
            guard let radius else { return 0 }
            switch radius.kind {
            case .fixed(let r): return r.isFinite ? max(0, r) : 0
            case .containerConcentric(let minimum): return concentricRadius(corner: corner, minimum: minimum)
            }
        }
        var tl = resolve(configuration.topLeft, .topLeft), tr = resolve(configuration.topRight, .topRight)
        var bl = resolve(configuration.bottomLeft, .bottomLeft), br = resolve(configuration.bottomRight, .bottomRight)
        switch configuration.uniformity {
        case .none: break
        case .all: tl = max(tl, tr, bl, br); tr = tl; bl = tl; br = tl
        case .top, .topAndBottom:
            tl = max(tl, tr); tr = tl
            if configuration.uniformity == .topAndBottom { bl = max(bl, br); br = bl }
        case .bottom: bl = max(bl, br); br = bl
        case .left, .leftAndRight:
            tl = max(tl, bl); bl = tl
            if configuration.uniformity == .leftAndRight { tr = max(tr, br); br = tr }
        case .right: tr = max(tr, br); br = tr
        }
        return CGCornerRadii(minXMinY: tl, maxXMinY: tr, maxXMaxY: br, minXMaxY: bl)
    }

    /// The container's radius at the same corner minus how far this view's corner sits
    /// from it (the larger of the two insets), at least `minimum`.
    private func concentricRadius(corner: UIRectCorner, minimum: CGFloat?) -> CGFloat {
        let floor = minimum.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
        var ancestor = superview
        while let candidate = ancestor, candidate.cornerConfigurationStorage == nil, !candidate.hasIntrinsicCorners {
            ancestor = candidate.superview
        }
        let containerRadius: CGFloat
        let containerBounds: CGRect
        let mine: CGRect
        if let container = ancestor {
            containerRadius = container.effectiveRadius(corner: corner)
            containerBounds = container.bounds
            mine = convert(bounds, to: container)
        } else if let window {
            containerRadius = window.screen.displayCornerRadius
            containerBounds = window.bounds
            mine = convert(bounds, to: window)
        } else {
            return floor
        }
        let dx: CGFloat, dy: CGFloat
        switch corner {
        case .topLeft: dx = mine.minX - containerBounds.minX; dy = mine.minY - containerBounds.minY
        case .topRight: dx = containerBounds.maxX - mine.maxX; dy = mine.minY - containerBounds.minY
        case .bottomLeft: dx = mine.minX - containerBounds.minX; dy = containerBounds.maxY - mine.maxY
        default: dx = containerBounds.maxX - mine.maxX; dy = containerBounds.maxY - mine.maxY
        }
        let radius = containerRadius - max(0, max(dx, dy))
        return radius.isFinite ? max(floor, radius) : floor
    }

    /// Applies the configuration to the layer of an ordinary view.
    func cornerConfigurationDidChange() {
        setNeedsLayout()
        applyCornerConfigurationToLayer()
        cornerShapeDidChange()
    }

    func applyCornerConfigurationToLayer() {
        guard cornerConfigurationStorage != nil, !hasIntrinsicCorners else { return }
        let radii = resolvedCornerRadii()
        layer.cornerRadius = max(radii.minXMinY, radii.maxXMinY, radii.maxXMaxY, radii.minXMaxY)
        layer.cornerCurve = .continuous
        var mask: CACornerMask = []
        if radii.minXMinY > 0 { mask.insert(.layerMinXMinYCorner) }
        if radii.maxXMinY > 0 { mask.insert(.layerMaxXMinYCorner) }
        if radii.minXMaxY > 0 { mask.insert(.layerMinXMaxYCorner) }
        if radii.maxXMaxY > 0 { mask.insert(.layerMaxXMaxYCorner) }
        layer.maskedCorners = mask
    }
}
