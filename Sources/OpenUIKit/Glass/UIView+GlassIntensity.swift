import Foundation

extension UIView {
    /// Gives every glass view in this view's subtree the intensity (bars that offer
    /// `preferredGlassEffectIntensity` pass theirs down to their item groups and capsules).
    func applyGlassIntensityToSubtree(_ intensity: CGFloat) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.glassAttachment?.intensity = intensity
            pending.append(contentsOf: view.subviews)
        }
    }
}
