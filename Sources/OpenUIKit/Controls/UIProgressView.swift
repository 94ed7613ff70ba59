import Foundation

/// A bar showing the progress of a task, from 0 to 1.
///
/// ```swift
/// let progress = UIProgressView(progressViewStyle: .default)
/// progress.progress = 0.4
/// progress.progressTintColor = .systemIndigo
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Looks of a progress view.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    /// The look of the bar.
    open var progressViewStyle: Style = .default {
        didSet { setNeedsLayout() }
    }

    /// The fraction done, clamped to 0...1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    private var storedProgress: Float = 0

    /// The colour of the filled part; the tint colour when `nil`.
    open var progressTintColor: UIColor? {
        didSet { applyColors() }
    }

    /// The colour of the unfilled track; a system fill when `nil`.
    open var trackTintColor: UIColor? {
        didSet { applyColors() }
    }

    private let trackView = UIView()
    private let fillView = UIView()

    /// A progress view of a style, with the default height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
    }

    // MARK: Accessibility (UIKit's defaults for progress views)

    override var defaultIsAccessibilityElement: Bool { true }
    /// The progress as a whole percentage, "40%".
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(trackView)
        addSubview(fillView)
        applyColors()
    }

    /// Sets the progress (NaN counts as 0); `animated` slides the fill there.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isFinite ? min(1, max(0, progress)) : 0
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        guard animated, window != nil else { return setNeedsLayout() }
        layoutIfNeeded()
        UIView.animate(withDuration: Self.fillDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// How long an animated change slides the fill.
    static let fillDuration: TimeInterval = 0.25

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func applyColors() {
        trackView.backgroundColor = trackTintColor ?? .systemFill
        fillView.backgroundColor = progressTintColor ?? tintColor
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 4) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        trackView.frame = bounds
        let filled = bounds.width * CGFloat(storedProgress)
        // Right to left, the bar fills from the right.
        let fillX = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - filled : 0
        fillView.frame = CGRect(x: fillX, y: 0, width: filled, height: bounds.height)
        for part in [trackView, fillView] {
            part.layer.cornerRadius = radius
            part.layer.cornerCurve = .continuous
        }
    }
}
