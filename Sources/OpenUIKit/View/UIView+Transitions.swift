import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
    /// Changes a view's content in one go and dissolves from how it looked before to how
    /// it looks after, over `duration`.
    ///
    /// ```swift
    /// UIView.transition(with: card, duration: 0.3, options: .transitionCrossDissolve) {
    ///     card.titleLabel.text = "Up"
    /// }
    /// ```
    ///
    /// The changes `animations` makes are applied at once (not animated one by one); a
    /// snapshot of the view as it was fades out above it.
    ///
    /// Differences from UIKit: flip and curl transitions, which need 3D, cross-dissolve too.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let duration = duration.isFinite ? max(0, duration) : 0
        let before = duration > 0 ? view.snapshotLayer() : nil
        UIView.performWithoutAnimation { animations?() }
        guard let before else {
            AnimationScope.finishSoon(completion)
            return
        }
        view.layer.addSublayer(before)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = duration
        fade.timingFunction = CAMediaTimingFunction(name: options.timingFunctionName)
        before.opacity = 0
        before.add(fade, forKey: "opacity")
        MediaClock.current.at(CACurrentMediaTime() + duration) {
            before.removeFromSuperlayer()
            completion?(true)
        }
    }

    /// A layer showing the view as it looks now (its pending updates applied), sized to its
    /// bounds at the screen's scale.
    private func snapshotLayer() -> CALayer? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        let scale = window?.screen.scale ?? traitCollection.displayScale
        format.scale = scale > 0 ? scale : 1
        let image = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: true)
        }
        let snapshot = CALayer()
        snapshot.frame = bounds
        snapshot.contents = image.cgImage
        snapshot.contentsScale = format.scale
        return snapshot
    }
}
