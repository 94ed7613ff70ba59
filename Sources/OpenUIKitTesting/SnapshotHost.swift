import Foundation
import OpenUIKit

/// Hosts a view or controller in a headless window for one snapshot.
@MainActor
enum SnapshotHost {
    static func render(_ view: UIView, size: CGSize?, traits: UITraitCollection, scale: CGFloat) -> UIImage {
        hosting(view, size: size, traits: traits, scale: scale) { $0.renderedImage() }
    }

    static func render(
        _ controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets = .zero, traits: UITraitCollection, scale: CGFloat
    ) -> UIImage {
        hosting(controller, size: size, safeArea: safeArea, traits: traits, scale: scale) { $0.renderedImage() }
    }

    /// Runs `body` with `view` at the origin of a window of its size (or `size`), then puts
    /// the view back where it was.
    static func hosting<Result>(
        _ view: UIView, size: CGSize?, traits: UITraitCollection, scale: CGFloat, _ body: (UIWindow) -> Result
    ) -> Result {
        if let size { view.frame.size = size }
        let window = makeWindow(size: view.bounds.size, traits: traits, scale: scale)
        let previousSuperview = view.superview
        let previousFrame = view.frame
        view.frame.origin = .zero
        window.addSubview(view)
        let result = body(window)
        view.removeFromSuperview()
        view.frame = previousFrame
        previousSuperview?.addSubview(view)
        return result
    }

    /// Runs `body` with `controller` as the root of a window of `size` (the main screen's
    /// by default).
    static func hosting<Result>(
        _ controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets = .zero, traits: UITraitCollection, scale: CGFloat,
        _ body: (UIWindow) -> Result
    ) -> Result {
        let window = makeWindow(size: size ?? UIScreen.main.bounds.size, traits: traits, scale: scale)
        window.windowSafeAreaInsets = safeArea
        window.rootViewController = controller
        let result = body(window)
        window.rootViewController = nil
        return result
    }

    private static func makeWindow(size: CGSize, traits: UITraitCollection, scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        window.traitOverrides = UITraitOverrides(traits)
        window.makeKeyAndVisible()
        return window
    }
}
