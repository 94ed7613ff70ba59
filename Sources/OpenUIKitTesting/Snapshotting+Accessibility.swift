import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// A text snapshot of what VoiceOver reads in the view: one line per element, in
    /// reading order, with its label, value, traits, hint, custom actions and frame.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .accessibilityText)
    /// // 1. "Favorites: 42" at (0, 0, 120, 120)
    /// ```
    @MainActor
    public static var accessibilityText: Snapshotting { accessibilityText() }

    /// A text snapshot of what VoiceOver reads, with the view hosted at `size` with `traits`.
    @MainActor
    public static func accessibilityText(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        AccessibilitySnapshots.text { view, body in SnapshotHost.hosting(view, size: size, traits: traits, scale: 1, body) }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A text snapshot of what VoiceOver reads on the controller's screen.
    @MainActor
    public static var accessibilityText: Snapshotting { accessibilityText() }

    /// A text snapshot of what VoiceOver reads on the controller's screen, in a window of
    /// `size` (the main screen's by default) with `traits`.
    @MainActor
    public static func accessibilityText(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        AccessibilitySnapshots.text { controller, body in SnapshotHost.hosting(controller, size: size, traits: traits, scale: 1, body) }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// An image snapshot of what VoiceOver reads: the rendered view with each element's
    /// frame outlined and numbered in reading order, and a legend beside it saying what
    /// each number is read as, as cashapp's AccessibilitySnapshot shows on iOS.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .accessibilityImage)
    /// ```
    @MainActor
    public static var accessibilityImage: Snapshotting { accessibilityImage() }

    /// The accessibility image of the view hosted at `size` with `traits`.
    @MainActor
    public static func accessibilityImage(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return AccessibilitySnapshots.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { view, body in
            SnapshotHost.hosting(view, size: size, traits: traits, scale: scale, body)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// An image snapshot of what VoiceOver reads on the controller's screen: elements
    /// outlined and numbered in reading order, with a legend.
    @MainActor
    public static var accessibilityImage: Snapshotting { accessibilityImage() }

    /// The accessibility image of the controller's screen in a window of `size` with
    /// `traits`.
    @MainActor
    public static func accessibilityImage(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return AccessibilitySnapshots.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { controller, body in
            SnapshotHost.hosting(controller, size: size, traits: traits, scale: scale, body)
        }
    }
}

/// The accessibility strategies for anything a window can host: `host` shows the value in
/// a window and runs the body with it.
@MainActor
enum AccessibilitySnapshots {
    typealias Host<Value, Result> = (Value, (UIWindow) -> Result) -> Result

    static func text<Value>(host: @escaping Host<Value, String>) -> Snapshotting<Value, String> {
        SimplySnapshotting.lines.pullback { value in
            host(value) { window in AccessibilityDescription.text(of: window.voiceOverOrder) }
        }
    }

    static func image<Value>(
        precision: Float, perceptualPrecision: Float, scale: CGFloat, host: @escaping Host<Value, UIImage>
    ) -> Snapshotting<Value, UIImage> {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback { value in
            host(value) { window in AccessibilityOverlay(screen: window.renderedImage(), elements: window.voiceOverOrder).image() }
        }
    }
}
