import Foundation

extension View {
    /// Makes this view take keyboard focus: Tab reaches it, a tap focuses it, and the keys
    /// pressed while it has focus reach its `onKeyPress` actions.
    ///
    /// ```swift
    /// RatingView(rating: $rating)
    ///     .focusable()
    ///     .onKeyPress(.rightArrow) { rating += 1; return .handled }
    /// ```
    ///
    /// - Parameter isFocusable: Whether the view takes focus.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        focusable(isFocusable, interactions: .automatic)
    }

    /// Makes this view take keyboard focus for `interactions`: with `.edit`, a tap
    /// focuses it; Tab reaches it either way.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }
}

extension EnvironmentValues {
    /// Whether the nearest focusable view around this one has keyboard focus.
    ///
    /// ```swift
    /// struct Tile: View {
    ///     @Environment(\.isFocused) private var isFocused
    ///     var body: some View { Color.blue.opacity(isFocused ? 1 : 0.5) }
    /// }
    /// ```
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Gives its content a view that takes keyboard focus, and tells the content through
/// `isFocused` whether it has it.
struct FocusableModifier: PrimitiveModifier {
    let isFocusable: Bool
    let interactions: FocusInteractions

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: FocusableView.self, hostsChildren: true) { FocusableView() }
        view.isFocusable = isFocusable
        view.focusesOnTap = isFocusable && interactions.contains(.edit)
        view.focusChanged = { [weak node] in node?.setNeedsBody() }
        var context = context
        context.environment.isFocused = isFocusable && view.hasFocus
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Holds focusable content: keyboard focus rests on it, and the keys pressed then go up
/// the responder chain from it.
final class FocusableView: ContainerView {
    var isFocusable = true {
        didSet { if !isFocusable, isFocused { giveUpKeyboardFocus() } }
    }
    var focusesOnTap = true
    var focusChanged: () -> Void = {}
    private var wasFocused = false
    private var observer: NSObjectProtocol?
    private lazy var tap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(handler: { [weak self] _ in self?.tapped() })
        recognizer.cancelsTouchesInView = false
        return recognizer
    }()

    override var canBecomeFocused: Bool { isFocusable }

    /// A view a tap focuses takes taps anywhere in it that nothing inside takes.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard focusesOnTap, !isHidden, alpha > 0.01, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        return self
    }

    /// Whether focus rests on this view or on a view inside.
    var hasFocus: Bool {
        guard let focused = window?.focusedViewInWindow else { return false }
        return focused.isDescendant(of: self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if gestureRecognizers?.contains(where: { $0 === tap }) != true { addGestureRecognizer(tap) }
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
        guard let window else { return }
        observer = NotificationCenter.default.addObserver(forName: .openUIKitFocusDidChange, object: window, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.focusMayHaveChanged() }
        }
    }

    private func tapped() {
        guard focusesOnTap, !isFocused else { return }
        takeKeyboardFocus()
    }

    private func focusMayHaveChanged() {
        let focused = hasFocus
        guard focused != wasFocused else { return }
        wasFocused = focused
        focusChanged()
    }
}
