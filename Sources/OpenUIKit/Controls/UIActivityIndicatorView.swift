import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The spinning indicator of work in progress: eight spokes whose brightness turns round,
/// stepping eight times a second on the media clock while animating.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// defer { spinner.stopAnimating() }   // hidden again: hidesWhenStopped
/// ```
///
/// VoiceOver reads "In progress" while it animates.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// The indicator's size; changing it resizes the indicator.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour; the secondary label colour by default.
    open var color: UIColor! = .secondaryLabel {
        didSet {
            if color == nil { color = .secondaryLabel }
            setNeedsDisplay()
        }
    }
    /// Whether the indicator hides while it is not animating (it does by default).
    open var hidesWhenStopped = true {
        didSet { applyVisibility() }
    }
    /// Whether the spokes turn.
    open private(set) var isAnimating = false

    private var clockObserver: ClockObservation?
    private var phase = 0

    static let spokeCount = 8
    /// Steps of the brightness round the spokes per second.
    static let stepsPerSecond: Double = 8

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(of: style)))
        isOpaque = false
        applyVisibility()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        applyVisibility()
    }

    public required convenience init(coder: NSCoder) {
        self.init(style: .medium)
    }

    /// Starts the spokes turning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        applyVisibility()
        followClock()
    }

    /// Stops them (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopFollowingClock()
        applyVisibility()
    }

    /// Hidden while stopped if it hides then; shown otherwise.
    private func applyVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    private func followClock() {
        guard isAnimating, window != nil, clockObserver == nil else { return }
        clockObserver = MediaClock.current.addObserver { [weak self] time in
            guard let self else { return }
            let phase = Int((time * Self.stepsPerSecond).rounded(.down)) % Self.spokeCount
            if phase != self.phase {
                self.phase = phase
                self.setNeedsDisplay()
            }
        }
    }

    private func stopFollowingClock() {
        if let clockObserver { clockObserver.cancel() }
        clockObserver = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopFollowingClock() } else { followClock() }
    }

    private static func side(of style: Style) -> CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override var intrinsicContentSize: CGSize { Self.side(of: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.side(of: style) }

    /// Eight rounded spokes round the centre, the brightest at the current step and each
    /// one behind it fainter.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = Self.side(of: style).width
        let radius = side / 2
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = radius * 0.24, inner = radius * 0.44
        for spoke in 0..<Self.spokeCount {
            let angle = CGFloat(spoke) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
            let behind = (phase - spoke + Self.spokeCount) % Self.spokeCount
            let alpha = 1 - CGFloat(behind) / CGFloat(Self.spokeCount) * 0.75
            let start = CGPoint(x: centre.x + cos(angle) * (inner + width / 2), y: centre.y + sin(angle) * (inner + width / 2))
            let end = CGPoint(x: centre.x + cos(angle) * (radius - width / 2), y: centre.y + sin(angle) * (radius - width / 2))
            context.setStrokeColor(color.withAlphaComponent(color.alphaComponent * alpha).cgColor)
            context.setLineWidth(width)
            context.setLineCap(.round)
            context.move(to: start)
            context.addLine(to: end)
            context.strokePath()
        }
    }

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { isAnimating }
    override var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : nil }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}
