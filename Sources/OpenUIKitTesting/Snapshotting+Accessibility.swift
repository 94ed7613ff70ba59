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
        SimplySnapshotting.lines.pullback { view in
            SnapshotHost.hosting(view, size: size, traits: traits, scale: 1) { window in
                AccessibilityDescription.text(of: window.voiceOverOrder)
            }
        }
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
        SimplySnapshotting.lines.pullback { controller in
            SnapshotHost.hosting(controller, size: size, traits: traits, scale: 1) { window in
                AccessibilityDescription.text(of: window.voiceOverOrder)
            }
        }
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
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in
                SnapshotHost.hosting(view, size: size, traits: traits, scale: scale) { window in
                    AccessibilityOverlay(screen: window.renderedImage(), elements: window.voiceOverOrder).image()
                }
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
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { controller in
                SnapshotHost.hosting(controller, size: size, traits: traits, scale: scale) { window in
                    AccessibilityOverlay(screen: window.renderedImage(), elements: window.voiceOverOrder).image()
                }
            }
    }
}
