import Foundation
import OpenUIKit

/// Hosts views and controllers in a headless window to render them.
@MainActor
enum SnapshotHost {
    static func render(_ view: UIView, size: CGSize?, traits: UITraitCollection, scale: CGFloat) -> UIImage {
        if let size { view.frame.size = size }
        let window = makeWindow(size: view.bounds.size, traits: traits, scale: scale)
        let previousSuperview = view.superview
        let previousFrame = view.frame
        view.frame.origin = .zero
        window.addSubview(view)
        let image = window.renderedImage()
        view.removeFromSuperview()
        view.frame = previousFrame
        previousSuperview?.addSubview(view)
        return image
    }

    static func render(_ controller: UIViewController, size: CGSize?, traits: UITraitCollection, scale: CGFloat) -> UIImage {
        let window = makeWindow(size: size ?? UIScreen.main.bounds.size, traits: traits, scale: scale)
        window.rootViewController = controller
        let image = window.renderedImage()
        window.rootViewController = nil
        return image
    }

    private static func makeWindow(size: CGSize, traits: UITraitCollection, scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        window.traitOverrides = UITraitOverrides(traits)
        window.makeKeyAndVisible()
        return window
    }
}
