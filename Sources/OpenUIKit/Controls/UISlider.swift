import Foundation

/// A slider in iOS 26's look: a thin capsule track, tinted up to the value, and a white pill
/// thumb that turns into a Liquid Glass lens while dragged.
///
/// ```swift
/// let volume = UISlider()
/// volume.minimumValue = 0
/// volume.maximumValue = 100
/// volume.value = 40
/// volume.addAction(UIAction { [unowned volume] _ in player.volume = volume.value }, for: .valueChanged)
/// ```
///
/// Drag the thumb to change the value: `.valueChanged` is sent as it moves (or once when
/// it is let go, with `isContinuous` off), for the user's changes only. Values are kept
/// between `minimumValue` and `maximumValue`; a NaN value is ignored. VoiceOver reads it as
/// adjustable, with the value as a percentage.
///
/// Differs from UIKit: custom thumb and track images (`setThumbImage(_:for:)` and the
/// others) are not there (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lowest value; raising it above `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The highest value; lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (`true`) or once it is let go.
    open var isContinuous = true
    /// The track's colour up to the thumb; `nil` is the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { applyLook() } }
    /// The track's colour past the thumb; `nil` is the system fill.
    open var maximumTrackTintColor: UIColor? { didSet { applyLook() } }
    /// The thumb's colour; `nil` is white.
    open var thumbTintColor: UIColor? { didSet { applyLook() } }
    /// An image at the minimum end of the track.
    open var minimumValueImage: UIImage? { didSet { valueImagesDidChange() } }
    /// An image at the maximum end of the track.
    open var maximumValueImage: UIImage? { didSet { valueImagesDidChange() } }

    /// iOS 26's tick marks, neutral value and enabled range (see
    /// `UISlider+TrackConfiguration.swift`); `nil` is a plain track.
    open var trackConfiguration: TrackConfiguration? {
        didSet {
            rebuildTicks()
            clampValue()
            setNeedsLayout()
        }
    }

    private var storedValue: Float = 0
    private var tickViews: [UIView] = []
    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = GlassThumbView(restingSize: UISlider.thumbSize, pressedGrowth: UISlider.pressedGrowth)
    private let minimumImageView = TemplateImageView(frame: .zero)
    private let maximumImageView = TemplateImageView(frame: .zero)
    /// Where a drag began and the thumb's centre then.
    private var drag: (touchX: CGFloat, thumbX: CGFloat)?

    /// iOS 26's measures: a 6-point track and a 38 × 24 thumb.
    static let trackHeight: CGFloat = 6
    static let thumbSize = CGSize(width: 38, height: 24)
    static let pressedGrowth = CGSize(width: 14, height: 10)
    static let height: CGFloat = 34
    static let imageSide: CGFloat = 22
    static let imageSpacing: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack, minimumImageView, maximumImageView] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        addSubview(thumb)
        minimumImageView.isHidden = true
        maximumImageView.isHidden = true
        applyLook()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Sets the value (kept in range; NaN is ignored); animated, the thumb springs there.
    /// Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let clamped = allowed(value)
        guard clamped != storedValue else { return }
        storedValue = clamped
        guard animated, window != nil else { return setNeedsLayout() }
        UIView.animate(springDuration: 0.35, bounce: 0) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// `value` kept in range, and where the track configuration lets it rest.
    private func allowed(_ value: Float) -> Float {
        let inRange = min(max(value, minimumValue), maximumValue)
        guard let trackConfiguration, maximumValue > minimumValue else { return inRange }
        let fraction = (inRange - minimumValue) / (maximumValue - minimumValue)
        return minimumValue + trackConfiguration.allowedFraction(fraction) * (maximumValue - minimumValue)
    }

    private func rebuildTicks() {
        tickViews.forEach { $0.removeFromSuperview() }
        tickViews = (trackConfiguration?.ticks ?? []).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            insertSubview(dot, belowSubview: thumb)
            return dot
        }
    }

    private func clampValue() {
        let clamped = allowed(storedValue)
        if clamped != storedValue {
            storedValue = clamped
            setNeedsLayout()
        }
    }

    // MARK: Look

    private func applyLook() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? (traitCollection.accessibilityContrast == .high ? .systemGray3 : .systemFill)
        thumb.tint = thumbTintColor
        minimumImageView.tintColor = .secondaryLabel
        maximumImageView.tintColor = .secondaryLabel
        alpha = isEnabled ? 1 : 0.5
    }

    private func valueImagesDidChange() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        minimumImageView.isHidden = minimumValueImage == nil
        maximumImageView.isHidden = maximumValueImage == nil
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyLook()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLook()
    }

    override func stateDidChange() {
        super.stateDidChange()
        applyLook()
        thumb.setPressed(isTracking && drag != nil, relayingOut: self)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite && size.width > 0 ? size.width : 118, height: Self.height)
    }

    // MARK: Layout

    private var rightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The track's frame: the width left between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leading = minimumValueImage == nil ? 0 : Self.imageSide + Self.imageSpacing
        let trailing = maximumValueImage == nil ? 0 : Self.imageSide + Self.imageSpacing
        let (left, right) = rightToLeft ? (trailing, leading) : (leading, trailing)
        return CGRect(x: bounds.minX + left, y: bounds.midY - Self.trackHeight / 2,
                      width: max(0, bounds.width - left - right), height: Self.trackHeight)
    }

    /// The thumb's frame at rest for `value` on `rect` (the track's frame).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let x = thumbCentreX(for: value, track: rect)
        return CGRect(x: x - Self.thumbSize.width / 2, y: rect.midY - Self.thumbSize.height / 2,
                      width: Self.thumbSize.width, height: Self.thumbSize.height)
    }

    /// How far the thumb's centre travels: the track less half a thumb at each end.
    private func travel(on track: CGRect) -> (start: CGFloat, length: CGFloat) {
        let half = Self.thumbSize.width / 2
        return (track.minX + half, max(0, track.width - 2 * half))
    }

    /// How far along the range `value` lies, from 0 to 1.
    private func fraction(of value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
    }

    private func thumbCentreX(for value: Float, track: CGRect) -> CGFloat {
        let fraction = fraction(of: value)
        let (start, length) = travel(on: track)
        return start + length * (rightToLeft ? 1 - fraction : fraction)
    }

    private func value(atThumbCentre x: CGFloat, track: CGRect) -> Float {
        let (start, length) = travel(on: track)
        guard length > 0 else { return minimumValue }
        var fraction = min(max((x - start) / length, 0), 1)
        if rightToLeft { fraction = 1 - fraction }
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let track = trackRect(forBounds: bounds)
        maximumTrack.frame = track
        maximumTrack.layer.cornerRadius = track.height / 2
        let thumbX = thumbCentreX(for: storedValue, track: track)
        // The fill runs from the neutral value (the minimum end unless configured) to the thumb.
        let neutralFraction = trackConfiguration?.neutralValue ?? 0
        let neutralX: CGFloat
        if neutralFraction <= 0 || neutralFraction >= 1 {
            // At an end the fill reaches the track's own end, past the thumb's travel.
            neutralX = (neutralFraction <= 0) != rightToLeft ? track.minX : track.maxX
        } else {
            neutralX = thumbCentreX(for: minimumValue + neutralFraction * (maximumValue - minimumValue), track: track)
        }
        let filled = CGRect(x: min(neutralX, thumbX), y: track.minY, width: abs(thumbX - neutralX), height: track.height)
        minimumTrack.frame = filled
        layoutTicks(on: track, filled: filled)
        minimumTrack.layer.cornerRadius = track.height / 2
        thumb.place(at: CGPoint(x: thumbX, y: track.midY))
        let side = Self.imageSide
        let leadingImage = CGRect(x: rightToLeft ? bounds.maxX - side : bounds.minX, y: bounds.midY - side / 2, width: side, height: side)
        let trailingImage = CGRect(x: rightToLeft ? bounds.minX : bounds.maxX - side, y: bounds.midY - side / 2, width: side, height: side)
        minimumImageView.frame = leadingImage
        maximumImageView.frame = trailingImage
    }

    /// Small dots on the track, light over the fill and grey beyond it.
    private func layoutTicks(on track: CGRect, filled: CGRect) {
        guard let ticks = trackConfiguration?.ticks else { return }
        let side = Self.tickSide
        for (dot, tick) in zip(tickViews, ticks) {
            let x = thumbCentreX(for: minimumValue + tick.position * (maximumValue - minimumValue), track: track)
            dot.frame = CGRect(x: x - side / 2, y: track.midY - side / 2, width: side, height: side)
            dot.layer.cornerRadius = side / 2
            dot.backgroundColor = filled.insetBy(dx: -0.5, dy: 0).contains(CGPoint(x: x, y: track.midY))
                ? UIColor.white.withAlphaComponent(0.7) : .tertiaryLabel
        }
    }

    static let tickSide: CGFloat = 4

    // MARK: Touches

    /// A drag starts on the thumb (with a few points' allowance), as in UIKit.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -Self.touchAllowance, dy: -Self.touchAllowance).contains(point) else { return false }
        drag = (point.x, thumb.center.x)
        return true
    }

    /// How far around the thumb a touch still takes it.
    static let touchAllowance: CGFloat = 8

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let drag else { return false }
        let x = drag.thumbX + touch.location(in: self).x - drag.touchX
        let newValue = allowed(value(atThumbCentre: x, track: trackRect(forBounds: bounds)))
        guard newValue != storedValue else { return true }
        storedValue = newValue
        setNeedsLayout()
        layoutIfNeeded()
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let started = drag?.thumbX
        drag = nil
        thumb.setPressed(false, relayingOut: self)
        if !isContinuous, let started, abs(thumb.center.x - started) > 0.01 { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        drag = nil
        thumb.setPressed(false, relayingOut: self)
    }

    // MARK: Accessibility (UIKit's defaults for sliders)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// A tenth of the range up, as VoiceOver's swipe up does on UIKit's sliders.
    open override func accessibilityIncrement() { stepForAccessibility(by: 0.1) }
    open override func accessibilityDecrement() { stepForAccessibility(by: -0.1) }

    /// With ticks, a step goes to the next tick.
    private func stepForAccessibility(by fraction: Float) {
        guard isEnabled else { return }
        let span = maximumValue - minimumValue
        var next = allowed(storedValue + fraction * span)
        if let trackConfiguration, !trackConfiguration.ticks.isEmpty, span > 0,
           let tick = trackConfiguration.neighbouringTick(of: (storedValue - minimumValue) / span, direction: fraction > 0 ? 1 : -1) {
            next = minimumValue + tick * span
        }
        guard next != storedValue else { return }
        storedValue = next
        setNeedsLayout()
        sendActions(for: .valueChanged)
    }

    override var defaultAccessibilityValue: String? { "\(Int((fraction(of: storedValue) * 100).rounded()))%" }
}
