import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A stepper: minus and plus halves of a capsule that lower and raise a value by
/// `stepValue`, repeating while held.
///
/// ```swift
/// let servings = UIStepper()
/// servings.minimumValue = 1
/// servings.maximumValue = 12
/// servings.addAction(UIAction { [unowned servings] _ in recipe.servings = Int(servings.value) }, for: .valueChanged)
/// ```
///
/// A touch steps once when it goes down; held, the step repeats after half a second, ten
/// times a second (`autorepeat`). At the ends the value stops, or with `wraps` goes round
/// to the other end; the half that cannot step is dimmed. `.valueChanged` is sent for each
/// step (or once, when the touch lifts, with `isContinuous` off). VoiceOver reads it as
/// adjustable, with the value.
///
/// Differs from UIKit: custom images (`setIncrementImage(_:for:)` and the others) and the
/// separate increment and decrement VoiceOver elements (issue 21) are not there.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value, between `minimumValue` and `maximumValue`.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            refresh()
        }
    }
    /// The lowest value; raising it above `maximumValue` raises that too.
    open var minimumValue: Double = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100 by default); lowering it below `minimumValue` lowers that too.
    open var maximumValue: Double = 100 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much a step changes the value; values of zero or less, and NaN, are refused.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// Whether holding a half repeats its step.
    open var autorepeat = true
    /// Whether stepping past an end goes round to the other.
    open var wraps = false { didSet { refresh() } }
    /// Whether `.valueChanged` is sent for each step (`true`) or when the touch lifts.
    open var isContinuous = true

    private var storedValue: Double = 0
    private let minus = TemplateImageView(frame: .zero)
    private let plus = TemplateImageView(frame: .zero)
    private let divider = UIView()
    private let pressedHalf = UIView()
    /// The half the finger holds (−1 or +1) and the pending repeat.
    private var heldDirection = 0
    private var repeatToken: ClockObservation?
    private var changedWhileHeld = false
    /// The halves as VoiceOver reads them.
    private var halfElements: [ControlPartElement] = []

    /// iOS 26's stepper: a 94 × 32 capsule.
    static let size = CGSize(width: 94, height: 32)
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerCurve = .circular
        clipsToBounds = true
        minus.image = UIImage(systemName: "minus")
        plus.image = UIImage(systemName: "plus")
        divider.backgroundColor = .separator
        pressedHalf.backgroundColor = .systemFill
        pressedHalf.isHidden = true
        for part in [pressedHalf, divider, minus, plus] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        refresh()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private var rightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
    private var canDecrement: Bool { wraps || storedValue > minimumValue }
    private var canIncrement: Bool { wraps || storedValue < maximumValue }

    private func refresh() {
        minus.tintColor = isEnabled && canDecrement ? .label : .tertiaryLabel
        plus.tintColor = isEnabled && canIncrement ? .label : .tertiaryLabel
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        refresh()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        let half = bounds.width / 2
        let (minusX, plusX) = rightToLeft ? (half, CGFloat(0)) : (0, half)
        let side: CGFloat = 16
        minus.frame = CGRect(x: minusX + (half - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        plus.frame = CGRect(x: plusX + (half - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        let hairline = 1 / max(1, traitCollection.displayScale)
        divider.frame = CGRect(x: half - hairline / 2, y: 8, width: hairline, height: max(0, bounds.height - 16))
        pressedHalf.isHidden = heldDirection == 0 || !isHighlighted
        let pressedX = (heldDirection < 0) == !rightToLeft ? 0 : half
        pressedHalf.frame = CGRect(x: pressedX, y: 0, width: half, height: bounds.height)
    }

    // MARK: Stepping

    /// Steps once in `direction`; returns whether the value changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        var next = storedValue + Double(direction) * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return false }
        storedValue = next
        refresh()
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard autorepeat else { return }
        repeatToken = MediaClock.current.at(MediaClock.current.now + delay) { [weak self] in
            guard let self, self.heldDirection != 0, self.isHighlighted else { return }
            self.step(self.heldDirection)
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    private func stopRepeating() {
        if let repeatToken { repeatToken.cancel() }
        repeatToken = nil
        heldDirection = 0
        setNeedsLayout()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let inLeftHalf = touch.location(in: self).x < bounds.midX
        let direction = inLeftHalf != rightToLeft ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return false }
        heldDirection = direction
        changedWhileHeld = false
        step(direction)
        scheduleRepeat(after: Self.repeatDelay)
        setNeedsLayout()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if changedWhileHeld { sendActions(for: .valueChanged) }
        changedWhileHeld = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        if changedWhileHeld { sendActions(for: .valueChanged) }
        changedWhileHeld = false
    }

    // MARK: Accessibility

    /// The stepper is a container of its two halves, "Decrement" and "Increment"
    /// buttons that carry the value, as VoiceOver reads them on iOS.
    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var defaultAccessibilityElements: [Any]? {
        halfElements = ControlPartElement.parts(halfElements, count: 2, of: self)
        let half = bounds.width / 2
        let rtl = rightToLeft
        for (index, direction) in [-1, 1].enumerated() {
            let leading = (direction < 0) != rtl
            var traits: UIAccessibilityTraits = .button
            if !isEnabled || !(direction < 0 ? canDecrement : canIncrement) { traits.insert(.notEnabled) }
            halfElements[index].update(
                label: direction < 0 ? "Decrement" : "Increment", value: accessibilityValue, traits: traits,
                frame: CGRect(x: leading ? 0 : half, y: 0, width: half, height: bounds.height))
            halfElements[index].onActivate = { [weak self] in
                guard let self, isEnabled else { return false }
                stepForAccessibility(direction)
                return true
            }
        }
        return halfElements
    }
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    /// One step as a tap on a half would make, always announced.
    private func stepForAccessibility(_ direction: Int) {
        guard isEnabled else { return }
        let wasContinuous = isContinuous
        isContinuous = true
        step(direction)
        isContinuous = wasContinuous
    }

    override var defaultAccessibilityValue: String? {
        storedValue == storedValue.rounded() && abs(storedValue) < 1e15 ? String(Int(storedValue)) : String(storedValue)
    }
}
