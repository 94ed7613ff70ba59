import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Finds whether some layer paints a rectangle of the frame opaquely, in which case the
/// compositor need not clear it first: everything drawn before that layer is painted over.
@MainActor
enum OpaqueCover {
    /// How many layers the search looks at before giving up: it must stay cheaper than the
    /// clear it saves.
    static let searchLimit = 64

    /// Whether a layer under `root` (root coordinates) fills all of `rect` with opaque
    /// pixels: an opaque background or an opaque image stretched over square bounds,
    /// through ancestors that are fully opaque, unmasked and only translated or scaled.
    static func covers(_ rect: CGRect, in root: CALayer) -> Bool {
        var budget = searchLimit
        func visit(_ layer: CALayer, toRoot: CGAffineTransform, clip: CGRect) -> Bool {
            budget -= 1
            guard budget >= 0, !layer.isHidden, layer.opacity >= 1, layer.mask == nil,
                toRoot.b == 0, toRoot.c == 0, toRoot.a > 0, toRoot.d > 0
            else { return false }
            let bounds = layer.bounds.applying(toRoot)
            if paintsBoundsOpaquely(layer), bounds.intersection(clip).contains(rect) { return true }
            // A rounded clip leaves its corners to what lies beneath.
            if layer.masksToBounds, layer.cornerRadius > 0 { return false }
            let childClip = layer.masksToBounds ? clip.intersection(bounds) : clip
            for child in layer.children {
                if visit(child, toRoot: child.transformToSuperlayer.concatenating(toRoot), clip: childClip) { return true }
            }
            return false
        }
        return visit(root, toRoot: .identity, clip: .infinite)
    }

    private static func paintsBoundsOpaquely(_ layer: CALayer) -> Bool {
        let squareCorners = layer.cornerRadius <= 0 || layer.maskedCorners.isEmpty
        guard squareCorners else { return false }
        if let background = layer.backgroundColor, background.alpha >= 1 { return true }
        if let image = layer.contents as? CGImage, layer.contentsGravity == .resize, image.isOpaque { return true }
        return false
    }
}
