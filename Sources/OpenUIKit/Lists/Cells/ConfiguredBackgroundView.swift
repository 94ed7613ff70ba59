import Foundation
import OpenQuartzCore

/// Draws a `UIBackgroundConfiguration` behind a cell or header: the fill with its corner
/// radius (or the list section's rounded corners), the stroke, a visual effect and the
/// custom view, inset as configured.
@MainActor
final class ConfiguredBackgroundView: UIView {
    var configuration = UIBackgroundConfiguration.clear() {
        didSet { if configuration != oldValue { refresh() } }
    }
    /// The list section's corners this view carries.
    var listDecoration = ListDecoration() {
        didSet { if listDecoration != oldValue { refresh() } }
    }
    private let fill = UIView()
    private var effectView: UIVisualEffectView?
    private var customView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        refresh()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func refresh() {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        let (radius, corners) = cornerShape
        for view in [fill, effectView, customView].compactMap({ $0 }) {
            view.layer.cornerRadius = radius
            view.layer.maskedCorners = corners
            view.clipsToBounds = radius > 0 && view !== fill
        }
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        if configuration.visualEffect !== effectView?.effect {
            effectView?.removeFromSuperview()
            effectView = configuration.visualEffect.map { UIVisualEffectView(effect: $0) }
            if let effectView { insertSubview(effectView, aboveSubview: fill) }
        }
        if configuration.customView !== customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { insertSubview(customView, at: 0) }
        }
        setNeedsLayout()
    }

    /// The radius and corners: the configuration's own, else the list section's.
    private var cornerShape: (CGFloat, CACornerMask) {
        if configuration.cornerRadius > 0 { return (configuration.cornerRadius, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return listDecoration.roundedCorners.isEmpty ? (0, []) : (listDecoration.cornerRadius, listDecoration.roundedCorners)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.backgroundInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading, right = rightToLeft ? insets.leading : insets.trailing
        let frame = CGRect(x: left, y: insets.top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - insets.top - insets.bottom))
        for view in [fill, effectView, customView].compactMap({ $0 }) { view.frame = frame }
    }
}
