import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views as images, as swift-snapshot-testing offers on iOS.
    ///
    /// The view is hosted in a headless window of its size (or `size`) with `traits` as
    /// overrides, its update pass runs, and its layer tree is rendered at the traits'
    /// display scale (the main screen's by default).
    ///
    /// ```swift
    /// assertSnapshot(of: badge, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; OpenUIKit renders the
    ///     same way either way.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be (1 exact, 0.98 ≈ invisible).
    ///   - size: The size to render at; the view's own size by default.
    ///   - traits: Trait overrides for the hosting window.
    @MainActor
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in SnapshotHost.render(view, size: size, traits: traits, scale: scale) }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controllers' views as images.
    ///
    /// The controller becomes the root of a headless window of `size` (the main screen's
    /// by default) with `traits` as overrides.
    @MainActor
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { controller in SnapshotHost.render(controller, size: size, traits: traits, scale: scale) }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images directly.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
