import Foundation
import OpenUIKit

/// Plays a transition when the content is inserted or removed in an animated change.
struct TransitionModifier: PrimitiveModifier {
    let transition: AnyTransition

    /// The phase the content is drawn in, and the animation of a phase change not yet applied.
    final class State {
        var transition: AnyTransition
        var phase = TransitionPhase.identity
        var pendingAnimation: Animation??
        init(transition: AnyTransition) { self.transition = transition }
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (state, isFirstUpdate) = node.firstModifierState { State(transition: transition) }
        state.transition = transition
        node.updateItself(from: context) { [unowned node] context in self.update(node, content: content, context: context) }
        if isFirstUpdate, let animation = insertionAnimation(for: node, in: context.transaction) {
            // Drawn as it looks before it appears; once this update is applied, it moves to
            // how it looks on screen.
            state.phase = .willAppear
            UIView.performAfterUpdatePass { [weak node] in
                guard let node, !node.isDeparting else { return }
                state.phase = .identity
                state.pendingAnimation = .some(animation)
                node.setNeedsBody()
            }
        }
        let body = transition.makeBody(content, state.phase)
        guard let animation = state.pendingAnimation else {
            node.showAsList(body, context: context)
            return
        }
        state.pendingAnimation = nil
        node.becomeList()
        node.apply(Transaction(animation: animation), over: context.transaction) { node.showOnly(body, context: context) }
    }

    /// The animation the content is inserted with: only a view added to a tree already on
    /// screen, in an animated change, transitions.
    private func insertionAnimation(for node: ViewNode, in transaction: Transaction) -> Animation? {
        guard let animation = transaction.animation, node.isInsertedIntoShownTree else { return nil }
        return transition.animation ?? animation
    }
}

extension ViewNode {
    /// Whether some ancestor was on screen before the update this node appeared in.
    var isInsertedIntoShownTree: Bool {
        var node = parent
        while let current = node {
            if current.appearedInUpdate < appearedInUpdate { return true }
            node = current.parent
        }
        return false
    }

    /// Moves a transition node to its removed phase with the transition's animation (or
    /// `animation`); returns how long that takes.
    /// `transaction` is the one the node is removed in.
    func playRemoval(animation: Animation, in transaction: Transaction) -> TimeInterval {
        guard let state = modifierState as? TransitionModifier.State, let selfUpdate else { return 0 }
        let chosen = state.transition.animation ?? animation
        state.phase = .didDisappear
        state.pendingAnimation = .some(chosen)
        selfUpdate(transaction)
        return chosen?.runningDuration ?? 0
    }
}

extension View {
    /// The transition the view plays when it is inserted or removed in an animated change.
    ///
    /// ```swift
    /// if isExpanded {
    ///     Details().transition(.opacity.combined(with: .move(edge: .bottom)))
    /// }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: transition))
    }

    /// The transition the view plays when it is inserted or removed in an animated change.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(transition: AnyTransition(transition)))
    }
}
