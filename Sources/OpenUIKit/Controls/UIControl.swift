import Foundation

/// The base of controls: state (enabled, selected, highlighted), touch tracking and the
/// actions sent for control events.
///
/// ```swift
/// button.addAction(UIAction { _ in model.play() }, for: .touchUpInside)
/// button.addTarget(self, action: PlayerViewController.playTapped, for: .primaryActionTriggered)
/// ```
///
/// A touch that goes down in a control highlights it and sends `.touchDown`; dragging
/// sends `.touchDragInside`/`.touchDragOutside` and `.touchDragEnter`/`.touchDragExit`
/// (a touch counts as inside up to 70 points beyond the bounds, as in UIKit); lifting
/// sends `.touchUpInside` and `.primaryActionTriggered`, or `.touchUpOutside`.
///
/// Differences from UIKit: Swift on Linux has no Objective-C selectors, so
/// `addTarget(_:action:for:)` takes a curried method (`Type.method`) and holds the target
/// weakly.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state flags.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to touches; disabled controls draw dimmed.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            // A disabled control gives up keyboard focus and its halo.
            if !isEnabled, let window, window.focusedView === self { window.setFocusedView(nil) }
            stateDidChange()
        }
    }
    /// Whether the control is selected (toggled on).
    open var isSelected = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    /// Whether a touch is down inside the control.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }

    /// Where the control's content sits across its width (a button's image and title);
    /// `.center` by default.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }
    /// Where the control's content sits down its height; `.center` by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// Controls take keyboard focus while enabled, as under Full Keyboard Access: Tab
    /// reaches them, space or Return activates, the arrow keys adjust adjustable ones. See
    /// `UIControl+Keyboard.swift`.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Space and Return activate a focused control; the arrow keys step an adjustable one.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFocused, isEnabled, let key = presses.first?.key, handleFocusedKey(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// The current state.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with UIKit's 70-point allowance).
    open private(set) var isTouchInside = false

    var registeredActions: [RegisteredAction] = []
    /// Where the tracked touch is, in the control's coordinates.
    var trackedTouchLocation: CGPoint?

    // MARK: Menus (see `UIControl+Menu.swift`)

    /// Whether a touch shows the control's menu (a button's `menu`) rather than performing
    /// its primary action. Otherwise a long press shows it.
    open var showsMenuAsPrimaryAction = false {
        didSet { updateMenuLongPress() }
    }
    /// The menu a touch or long press shows; `UIButton` returns its `menu`.
    var presentableMenu: UIMenu? { nil }
    /// Whether the control keeps one action on across its whole menu (pop-up buttons).
    var menuSelectsAcrossMenu: Bool { false }
    /// Whether a touch (rather than a long press) shows the menu.
    var showsMenuOnTouch: Bool { showsMenuAsPrimaryAction }
    /// Told after an action is chosen from the control's menu.
    func menuDidChoose(_ action: UIAction) {}
    /// What the menu's actions see as their `sender`.
    var menuSender: Any? { self }
    /// The menu the control shows, while it shows.
    weak var shownMenu: MenuOverlayView?
    /// Shows the menu when it is not the primary action.
    var menuLongPress: UILongPressGestureRecognizer?
    /// Whether the touch being tracked opened the menu.
    var touchOpenedMenu = false

    /// The traits set (or the kind of control's) plus not enabled and selected from the
    /// control's state, as UIKit reports them.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(stateAccessibilityTraits) }
        set { super.accessibilityTraits = newValue }
    }

    private var stateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that performs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Called when any state flag changes.
    func stateDidChange() {}

    /// Performs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for registration in registeredActions where !registration.events.isDisjoint(with: events) {
            registration.perform(self)
        }
    }

    // MARK: Tracking (overridable)

    /// A touch went down in the control; return false not to track it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// How far beyond its bounds a tracked touch still counts as inside, points.
    static let touchSlop: CGFloat = 70

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        trackedTouchLocation = touch.location(in: self)
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        touchOpenedMenu = showsMenuOnTouch && presentableMenu != nil
        if touchOpenedMenu { showMenu(trackingFrom: touch.location(in: nil)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        if touchOpenedMenu { shownMenu?.trackTouch(at: touch.location(in: nil)) }
        let point = touch.location(in: self)
        trackedTouchLocation = point
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(touch, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        trackedTouchLocation = nil
        if touchOpenedMenu {
            // The menu replaced the primary action; lifting the finger over an item chooses it.
            touchOpenedMenu = false
            shownMenu?.endTouch(at: touch.location(in: nil))
            sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        } else {
            sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
        }
        endTracking(touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        trackedTouchLocation = nil
        touchOpenedMenu = false
        sendActions(for: .touchCancel)
        cancelTracking(with: event)
    }
}
