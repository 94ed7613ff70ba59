import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// Insertion and removal as phases: a node inserted or removed in an animated transaction
/// plays its transition (SwiftUI's default fades), and a removed one stays, drawn where it
/// was but out of layout, until its transition has played.
extension ViewNode {
    /// Called after a new node's first update: when it was inserted into a tree already on
    /// screen in an animated transaction and nothing inside plays a transition, it fades in.
    func prepareInsertion(in transaction: Transaction) {
        guard let animation = transaction.animation, let parent, parent.appearedInUpdate < graph.updateNumber,
              topTransitionNodes().isEmpty else { return }
        fadeInAnimation = animation
    }

    /// Takes `child` (which was at `index`) out of the children: at once, or, in an animated
    /// transaction, after its transition has played.
    func retire(_ child: ViewNode, at index: Int) {
        guard let animation = transaction.animation, !child.isDeparting else { return child.discard() }
        child.isDeparting = true
        child.needsBody = false
        var longest = 0.0
        let transitions = child.topTransitionNodes()
        if transitions.isEmpty {
            child.fadeOut(with: animation)
            longest = animation.runningDuration
        }
        for node in transitions {
            longest = max(longest, node.playRemoval(animation: animation, in: transaction))
        }
        // One that never ends would keep the view for ever: it goes at once instead.
        guard longest.isFinite, longest > 0 else { return child.discard() }
        departing.append((child, index))
        MediaClock.current.at(CACurrentMediaTime() + longest) { [weak self, weak child] in
            guard let self, let child else { return }
            self.departing.removeAll { $0.node === child }
            child.discard()
            self.forgetCollectedViews()
        }
    }

    /// The transition modifiers at the top of this subtree: found through nodes that neither
    /// lay out nor draw (custom views, groups, other modifiers), as SwiftUI finds them.
    func topTransitionNodes() -> [ViewNode] {
        if modifierState is TransitionModifier.State { return [self] }
        guard layout == nil, platformView == nil else { return [] }
        return children.flatMap { $0.topTransitionNodes() }
    }

    /// Fades the subtree's drawn views out (SwiftUI's default transition).
    private func fadeOut(with animation: Animation) {
        var views: [UIView] = []
        collectTopPlatformViews(into: &views)
        PlatformAnimation.animated(animation).perform {
            for view in views { view.alpha = 0 }
        }
    }

    /// Fades views placed for the first time in from nothing to their own opacity.
    func fadeIn(_ views: ArraySlice<UIView>, with animation: Animation) {
        fadeInAnimation = nil
        let opacities = views.map(\.alpha)
        PlatformAnimation.none.perform {
            for view in views { view.alpha = 0 }
        }
        PlatformAnimation.animated(animation).perform {
            for (view, alpha) in zip(views, opacities) { view.alpha = alpha }
        }
    }

    /// The subtree's outermost drawn views (not those drawn inside another).
    private func collectTopPlatformViews(into views: inout [UIView]) {
        if let platformView {
            views.append(platformView)
            if hostsChildViews { return }
        }
        for child in children { child.collectTopPlatformViews(into: &views) }
    }
}
