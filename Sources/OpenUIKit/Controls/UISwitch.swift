import Foundation

/// An on/off switch in iOS 26's look: a capsule track, green when on, with a white pill
/// thumb that turns into a Liquid Glass lens while the finger holds it.
///
/// ```swift
/// let reminders = UISwitch()
/// reminders.isOn = settings.remindsDaily
/// reminders.addAction(UIAction { [unowned reminders] _ in settings.remindsDaily = reminders.isOn }, for: .valueChanged)
/// ```
///
/// A tap toggles it; a drag moves the thumb and the switch takes the side the thumb is
/// released on. `.valueChanged` is sent when the user changes the value, not when code
/// does. VoiceOver reads it as a toggle button with the value "1" or "0".
///
/// Differs from UIKit: the Mac's `preferredStyle` and `title` are not there.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on; `nil` is the system green.
    open var onTintColor: UIColor? { didSet { applyLook() } }
    /// The thumb's colour; `nil` is white.
    open var thumbTintColor: UIColor? { didSet { applyLook() } }

    private var storedIsOn = false
    private let track = UIView()
    private let thumb = GlassThumbView(restingSize: UISwitch.thumbSize, pressedGrowth: UISwitch.pressedGrowth)
    /// Where a drag began and where the thumb's centre was then, while one runs.
    private var drag: (touchX: CGFloat, thumbX: CGFloat, moved: Bool)?
    /// The thumb's centre while a drag holds it.
    private var draggedThumbX: CGFloat?

    /// iOS 26's measures: a 63 × 28 track and a 37 × 24 thumb, 2 points in.
    static let trackSize = CGSize(width: 63, height: 28)
    static let thumbSize = CGSize(width: 37, height: 24)
    static let thumbInset: CGFloat = 2
    /// How much larger the thumb grows while pressed.
    static let pressedGrowth = CGSize(width: 12, height: 10)

    /// A switch at `frame`'s origin; its size is always the switch's own, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.trackSize))
        track.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(thumb)
        applyLook()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Turns the switch on or off; animated, the thumb slides with a spring and the track's
    /// colour follows. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        guard animated, window != nil else {
            applyLook()
            setNeedsLayout()
            return
        }
        UIView.animate(springDuration: 0.35, bounce: 0.2) {
            self.applyLook()
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    // MARK: Look

    private func applyLook() {
        track.backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen) : offTrackColor
        thumb.tint = thumbTintColor
        alpha = isEnabled ? 1 : 0.5
    }

    /// The empty track: the system fill, stronger with Increase Contrast.
    private var offTrackColor: UIColor {
        traitCollection.accessibilityContrast == .high ? .systemGray3 : .systemFill
    }

    override func stateDidChange() {
        super.stateDidChange()
        applyLook()
        thumb.setPressed(isTracking && isHighlighted, relayingOut: self)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLook()
    }

    open override var intrinsicContentSize: CGSize { Self.trackSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.trackSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let trackFrame = CGRect(x: (bounds.width - Self.trackSize.width) / 2, y: (bounds.height - Self.trackSize.height) / 2,
                                width: Self.trackSize.width, height: Self.trackSize.height)
        track.frame = trackFrame
        track.layer.cornerRadius = trackFrame.height / 2
        thumb.place(at: CGPoint(x: draggedThumbX ?? restingThumbX(on: storedIsOn, in: trackFrame), y: trackFrame.midY))
    }

    /// The thumb's centre at rest: the trailing end when on (the leading end in right to left).
    private func restingThumbX(on: Bool, in track: CGRect) -> CGFloat {
        let half = Self.thumbSize.width / 2 + Self.thumbInset
        let trailing = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !on : on
        return trailing ? track.maxX - half : track.minX + half
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        drag = (touch.location(in: self).x, thumb.center.x, false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var current = drag else { return true }
        let x = touch.location(in: self).x
        if !current.moved, abs(x - current.touchX) > Self.dragThreshold { current.moved = true }
        drag = current
        guard current.moved else { return true }
        let trackFrame = track.frame
        let low = restingThumbX(on: false, in: trackFrame), high = restingThumbX(on: true, in: trackFrame)
        draggedThumbX = min(max(current.thumbX + x - current.touchX, min(low, high)), max(low, high))
        setNeedsLayout()
        layoutIfNeeded()
        return true
    }

    /// How far a touch moves before it drags rather than taps.
    static let dragThreshold: CGFloat = 4

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { drag = nil }
        let moved = drag?.moved ?? false
        let target: Bool
        if moved, let x = draggedThumbX {
            // The side the thumb was let go on.
            let trackFrame = track.frame
            let onX = restingThumbX(on: true, in: trackFrame), offX = restingThumbX(on: false, in: trackFrame)
            target = abs(x - onX) < abs(x - offX)
        } else if let touch, bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self)) {
            target = !storedIsOn
        } else {
            target = storedIsOn
        }
        draggedThumbX = nil
        let changed = target != storedIsOn
        thumb.setPressed(false, relayingOut: self)
        if changed {
            setOn(target, animated: true)
        } else {
            UIView.animate(springDuration: 0.35, bounce: 0.2) { self.setNeedsLayout(); self.layoutIfNeeded() }
        }
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        drag = nil
        draggedThumbX = nil
        thumb.setPressed(false, relayingOut: self)
        setNeedsLayout()
    }

    // MARK: Accessibility (UIKit's defaults for switches)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { [.button, .toggleButton] }
    override var defaultAccessibilityValue: String? { storedIsOn ? "1" : "0" }

    /// VoiceOver's double tap flips the switch, as a tap does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!storedIsOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}
