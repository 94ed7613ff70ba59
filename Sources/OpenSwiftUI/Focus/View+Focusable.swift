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
