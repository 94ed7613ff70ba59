import Foundation
import OpenSwiftUI
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value: OpenSwiftUI.View, Format == UIImage {
    /// Compares SwiftUI views as images, at their ideal size.
    @MainActor
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing SwiftUI views as images, as swift-snapshot-testing
    /// offers on iOS.
    ///
    /// The view is the root of a `UIHostingController` in a headless window: a device's
    /// screen (`.device(config:)`), a fixed size, or the view's ideal size (the default).
    /// `traits` override the layout's (dark appearance, a text size, right to left).
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(), as: .image(layout: .device(config: .iPhone16Pro)))
    /// assertSnapshot(of: ProfileCard(), as: .image(traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; OpenUIKit renders the
    ///     same way either way.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be (1 exact, 0.98 ≈ invisible).
    ///   - layout: How the view is sized.
    ///   - traits: Trait overrides, applied over the layout's.
    @MainActor
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let config = layout.config(traits: traits)
        let scale = config.traits.displayScale > 0 ? config.traits.displayScale : UIScreen.main.scale
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in
                let controller = UIHostingController(rootView: view)
                let size = config.size ?? controller.idealContentSize
                return SnapshotHost.render(
                    controller, size: size, safeArea: config.safeArea, traits: config.traits, scale: scale)
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Compares view controllers' views as images on a device's screen.
    ///
    /// - Parameters:
    ///   - config: The device: its size, safe area and traits.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be.
    ///   - traits: Trait overrides, applied over the device's.
    @MainActor
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { controller in
                SnapshotHost.render(controller, size: config.size, safeArea: config.safeArea, traits: traits, scale: scale)
            }
    }
}

extension SwiftUISnapshotLayout {
    /// The device configuration this layout stands for, with `traits` over its own.
    fileprivate func config(traits: UITraitCollection) -> ViewImageConfig {
        switch self {
        case .device(let config):
            return ViewImageConfig(
                safeArea: config.safeArea, size: config.size, traits: UITraitCollection(traitsFrom: [config.traits, traits]))
        case .fixed(let width, let height):
            return ViewImageConfig(size: CGSize(width: Self.clamped(width), height: Self.clamped(height)), traits: traits)
        case .sizeThatFits:
            return ViewImageConfig(traits: traits)
        }
    }

    /// NaN, negative and infinite lengths become 0 and a screen's largest length.
    private static func clamped(_ length: CGFloat) -> CGFloat {
        length.isNaN ? 0 : min(max(0, length), 8192)
    }
}
