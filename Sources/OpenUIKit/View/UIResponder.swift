import Foundation

/// An object in the responder chain: views, controllers, windows and the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder of its own.
    public override init() { super.init() }

    /// The next object in the chain: a view's controller or superview, and so on.
    open var next: UIResponder? { nil }

    /// Whether the object can become first responder (receive key events first).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderInWindow === self
    }

    /// Whether the object gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// The undo manager for changes made through this responder: the next responder's, up
    /// to the window's own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The keyboard shortcuts this responder offers (none by default).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The window whose first responder this object can be: a view's window, a
    /// controller's view's window. Each window has its own first responder, as in UIKit.
    var responderWindow: UIWindow? {
        switch self {
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.viewIfLoaded?.window
        default: return nil
        }
    }

    /// Makes the object its window's first responder, after the current one resigns.
    /// Returns `false` when it cannot become one (it must be in a window).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponderInWindow === self { return true }
        if let current = window.firstResponderInWindow {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderInWindow = self
        return true
    }

    /// Gives up first-responder status. Returns `true` (override to refuse).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponderInWindow === self { window.firstResponderInWindow = nil }
        return true
    }

    // MARK: Presses
    //
    // Key presses go to the first responder and, unhandled, up the chain.

    /// Keys went down. The default passes them to the next responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed. The default passes it to the next responder.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys came up. The default passes them to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled. The default passes them to the next responder.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Touches
    //
    // Unhandled touches travel up the responder chain, as in UIKit: override to handle
    // them, call `super` to pass them on.

    /// Fingers touched down. The default passes the touches to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default passes the touches to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer took them, for
    /// example). The default passes them to the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Accessibility
    //
    // Apple declares these on NSObject; Swift cannot override members of an NSObject
    // extension, so they are open members here, where apps override them (views, and
    // UIAccessibilityElement, which is a responder in UIKit too).

    /// What the app set; the class defaults apply where it set nothing. Kept in a box made
    /// on the first change, so objects nobody annotates pay one pointer.
    var accessibilityAttributes: AccessibilityAttributes {
        get { accessibilityBox?.attributes ?? AccessibilityAttributes() }
        set {
            if let accessibilityBox {
                accessibilityBox.attributes = newValue
            } else {
                accessibilityBox = AccessibilityAttributes.Box(newValue)
            }
            accessibilityAttributesDidChange()
        }
    }

    private var accessibilityBox: AccessibilityAttributes.Box?

    /// Lets a view tell assistive technologies that what they read of it changed.
    func accessibilityAttributesDidChange() {}

    // The class's own answers where the app set nothing: UIKit's defaults per kind of
    // view (a label is an element named by its text, a button has the button trait).
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    var defaultAccessibilityFrame: CGRect { .zero }
    var defaultAccessibilityElements: [Any]? { nil }
    var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? { nil }
    var defaultRespondsToUserInteraction: Bool {
        !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton])
    }

    // MARK: Describing the element

    /// Whether assistive technologies see this object as one element (labels, buttons and
    /// other standard controls are; plain views and image views are not).
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityAttributes.isElement = newValue }
    }

    /// A short name for the element, such as "Play"; standard controls use their text.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }

    /// What activating the element does, read after a pause: "Plays the song".
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }

    /// The element's current value, such as "50%" for a progress bar.
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }

    /// What the element is and how it behaves (button, header, selected, not enabled...).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }

    /// The BCP 47 language the label and value are spoken in (`nil`: the app's language).
    open var accessibilityLanguage: String? {
        get { accessibilityAttributes.language }
        set { accessibilityAttributes.language = newValue }
    }

    /// The names a user can speak to refer to the element in Voice Control; the label by
    /// default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityAttributes.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityAttributes.userInputLabels = newValue }
    }

    /// Whether the element does something when the user interacts with it (Voice Control
    /// offers it); by default, whether its traits make it interactive.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityAttributes.respondsToUserInteraction ?? defaultRespondsToUserInteraction }
        set { accessibilityAttributes.respondsToUserInteraction = newValue }
    }

    // MARK: Geometry

    /// The element's frame in screen coordinates; a view's own frame on screen unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes.frame ?? defaultAccessibilityFrame }
        set { accessibilityAttributes.frame = newValue }
    }

    /// The element's outline in screen coordinates when it is not a rectangle (`nil`: the
    /// frame is the outline).
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityAttributes.path }
        set { accessibilityAttributes.path = newValue }
    }

    /// Where VoiceOver's double tap lands, in screen coordinates: the middle of the frame
    /// unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityAttributes.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityAttributes.activationPoint = newValue }
    }

    // MARK: Visibility and grouping

    /// Whether this object and the elements inside it are hidden from assistive
    /// technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the elements beside this one (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }

    /// Whether the children of this element are read as a group before what follows it,
    /// rather than sorted by position among everything around it.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes.groupsChildren }
        set { accessibilityAttributes.groupsChildren = newValue }
    }

    // MARK: Actions

    /// Actions beyond activation that VoiceOver offers in its actions rotor ("Delete",
    /// "Flag").
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes.customActions ?? defaultAccessibilityCustomActions }
        set { accessibilityAttributes.customActions = newValue }
    }

    /// Raises an adjustable element's value one step (VoiceOver's swipe up). Standard
    /// controls step as UIKit's do and send `.valueChanged`; the default does nothing.
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value one step (VoiceOver's swipe down).
    open func accessibilityDecrement() {}

    /// Activates the element (VoiceOver's double tap) and returns whether it did; the
    /// default returns `false`, leaving the activation to a tap at the activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Dismisses what is showing (VoiceOver's two-finger scrub) and returns whether it
    /// did; the default returns `false` and the request travels to the container.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the app's most important action (VoiceOver's two-finger double tap) and
    /// returns whether it did; the default returns `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Containers

    /// The elements inside this container, in the order assistive technologies read them:
    /// views and ``UIAccessibilityElement``s. `nil` (the default for views) means the
    /// subviews, read by their position on screen.
    ///
    /// Standard controls made of several parts (a segmented control's segments) answer
    /// with their parts until the app sets its own.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements ?? defaultAccessibilityElements }
        set { accessibilityAttributes.elements = newValue }
    }

    /// How many elements this container holds: the count of ``accessibilityElements``.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` in ``accessibilityElements``, or `nil` out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in ``accessibilityElements``, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }

    /// What kind of container this is (a list, a landmark, a table), which VoiceOver
    /// announces on entering it.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityAttributes.containerType }
        set { accessibilityAttributes.containerType = newValue }
    }
}
