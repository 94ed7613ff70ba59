import Foundation

/// Animates the content's changes with `animation` whenever `value` changes.
struct ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let last = node.modifierState { RememberedValue(value) }
        var inner = context
        if last.value != value {
            last.value = value
            if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        }
        node.showAsList(content, in: inner, changedFrom: context)
    }
}

/// Animates every change of the content with `animation`.
struct AnyChangeAnimationModifier: PrimitiveModifier {
    let animation: Animation?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var inner = context
        if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        node.showAsList(content, in: inner, changedFrom: context)
    }
}

/// Animates the changes of the modifiers an `animation(_:body:)` body applies, keeping the
/// transaction of the content they wrap.
struct BodyAnimationModifier: PrimitiveModifier {
    let animation: Animation?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var inner = context
        inner.contentTransaction = context.transaction
        if !context.transaction.disablesAnimations { inner.transaction.animation = animation }
        node.showAsList(content, in: inner, changedFrom: context)
    }
}

/// The content inside an `animation(_:body:)` body: back in the transaction it had outside.
struct TransactionRestoringContent<Content: View>: View, PrimitiveView {
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        var inner = context
        if let restored = context.contentTransaction {
            inner.transaction = restored
            inner.contentTransaction = nil
        }
        node.showAsList(content, in: inner, changedFrom: context)
    }
}

/// Changes the transaction the content's changes are applied in.
struct TransactionModifier: PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var inner = context
        transform(&inner.transaction)
        node.showAsList(content, in: inner, changedFrom: context)
    }
}

extension View {
    /// Animates this view's changes with `animation` when `value` changes.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(isPressed ? 0.9 : 1)
    ///     .animation(.snappy, value: isPressed)
    /// ```
    ///
    /// A change made in a transaction that disables animations is not animated; `nil`
    /// turns animation off for the view's changes when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of this view with `animation`, whatever caused it.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnyChangeAnimationModifier(animation: animation))
    }

    /// Animates, with `animation`, the changes of the modifiers `body` applies to this view,
    /// but not the changes of the view itself.
    ///
    /// ```swift
    /// Text(status)
    ///     .animation(.smooth) { content in
    ///         content.opacity(isDimmed ? 0.4 : 1)
    ///     }
    /// ```
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: TransactionRestoringContent(content: self)))
            .modifier(BodyAnimationModifier(animation: animation))
    }

    /// Changes the transaction this view's changes are applied in: its animation, or
    /// whether animations are disabled.
    ///
    /// ```swift
    /// Text(status).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }
}

extension ViewNode {
    /// Makes the node a list showing `content` in `inner`, a context whose transaction a
    /// modifier changed from `outer`'s: the content's changes and placement follow it.
    func showAsList(_ content: some View, in inner: ResolutionContext, changedFrom outer: ResolutionContext) {
        becomeList()
        apply(inner.transaction, over: outer.transaction) { showOnly(content, context: inner) }
    }
}
