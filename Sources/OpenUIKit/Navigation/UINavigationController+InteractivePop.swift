import Foundation

/// The swipe back: a drag from the screen's leading edge pulls the top screen away and
/// the one below in after it. Let go past halfway (or flick) and the pop completes;
/// otherwise the top screen springs back. The bar's items morph into the lower screen's as
/// far as the finger has gone, as do animations run alongside through the transition
/// coordinator, and go back with the screens if the pop is abandoned.
extension UINavigationController {
    /// How fast a flick completes the pop whatever its distance, points per second.
    static let popFlickVelocity: CGFloat = 500
    /// How long the screens take to settle once the user lets go.
    static let popSettleDuration: TimeInterval = 0.3

    func setUpInteractivePop() {
        guard let edgePan = interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer else { return }
        edgePan.allowsBeginning = { [weak self] in self?.mayPopInteractively ?? false }
        edgePan.actions.append { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.interactivePopDidChange(pan)
        }
    }

    /// Whether a swipe may start: there is a screen to return to, nothing else moves, and
    /// the top screen keeps its back button.
    private var mayPopInteractively: Bool {
        guard stack.count > 1, finishTransition == nil, interactivePop == nil, viewIfLoaded?.window != nil,
              let item = topViewController?.navigationItem else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton)
    }

    /// The edge the swipe starts from.
    func updatePopEdge() {
        let rtl = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        (interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges = rtl ? .right : .left
    }

    private func interactivePopDidChange(_ pan: UIPanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let direction: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = max(1, container.bounds.width)
        let progress = min(1, max(0, pan.translation(in: container).x * direction / width))
        switch pan.state {
        case .began:
            beginInteractivePop(in: container)
            moveInteractivePop(progress: progress, width: width, direction: direction)
        case .changed:
            moveInteractivePop(progress: progress, width: width, direction: direction)
        case .ended:
            let velocity = pan.velocity(in: container).x * direction
            let completes = velocity > Self.popFlickVelocity || (progress > 0.5 && velocity > -Self.popFlickVelocity)
            settleInteractivePop(completing: completes, width: width, direction: direction)
        case .cancelled:
            settleInteractivePop(completing: false, width: width, direction: direction)
        case .possible, .failed:
            break
        }
    }

    private func beginInteractivePop(in container: UIView) {
        guard stack.count > 1 else { return }
        let from = stack[stack.count - 1], to = stack[stack.count - 2]
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: true,
                                                duration: Self.transitionDuration, style: .none)
        coordinator.beginInteraction()
        interactivePop = (from, to, coordinator)
        activeTransitionCoordinator = coordinator
        navigationBar.collapsibleShownHeight = .infinity
        from.appearanceCauses.insert(.movingFromParent)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        if let toView = to.view {
            toView.frame = container.bounds
            if let fromView = from.viewIfLoaded, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, belowSubview: toolbar)
            }
        }
        delegate?.navigationController(self, willShow: to, animated: true)
        // The bar's morph to the lower screen's items follows the finger.
        let items = stack.dropLast().map(\.navigationItem)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            UIView.performWithoutAnimation {
                self?.navigationBar.setItems(items, animated: true)
                self?.navigationBar.layoutIfNeeded()
            }
        }, completion: nil)
        coordinator.start()
        // A push or pop in code meanwhile abandons the swipe first.
        finishTransition = { [weak self] in self?.endInteractivePop(completed: false) }
    }

    private func moveInteractivePop(progress: CGFloat, width: CGFloat, direction: CGFloat) {
        guard let (from, to, coordinator) = interactivePop else { return }
        from.viewIfLoaded?.frame.origin.x = progress * width * direction
        to.viewIfLoaded?.frame.origin.x = -width * 0.3 * direction * (1 - progress)
        coordinator.update(progress)
    }

    private func settleInteractivePop(completing: Bool, width: CGFloat, direction: CGFloat) {
        guard let (from, to, coordinator) = interactivePop else { return }
        var ended = false
        let end = { [weak self] in
            guard !ended else { return }
            ended = true
            self?.endInteractivePop(completed: completing)
        }
        finishTransition = end
        coordinator.endInteraction(cancelled: !completing, over: Self.popSettleDuration, curve: .easeOut)
        UIView.animate(springDuration: Self.popSettleDuration, bounce: 0, animations: {
            from.viewIfLoaded?.frame.origin.x = completing ? width * direction : 0
            to.viewIfLoaded?.frame.origin.x = completing ? 0 : -width * 0.3 * direction
        }, completion: { _ in end() })
    }

    /// Ends the swipe: the top screen leaves the stack, or the screens and bar go back.
    private func endInteractivePop(completed: Bool) {
        guard let (from, to, coordinator) = interactivePop, let container = viewIfLoaded else { return }
        interactivePop = nil
        finishTransition = nil
        if activeTransitionCoordinator === coordinator { activeTransitionCoordinator = nil }
        // The bar's morph and the alongside animations end where the screens do.
        coordinator.end(cancelled: !completed)
        if completed {
            from.willMove(toParent: nil)
            stack.removeLast()
            shownController = to
            from.viewIfLoaded?.removeFromSuperview()
            tabBarController?.updateBottomBarHiding(animated: true)
        } else {
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            to.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
            to.viewIfLoaded?.removeFromSuperview()
        }
        shownController?.viewIfLoaded?.frame = container.bounds
        // The screen that leaves hears first.
        let (leaving, staying) = completed ? (from, to) : (to, from)
        leaving.endAppearanceTransition()
        staying.endAppearanceTransition()
        if completed {
            settleStackChange(leaving: [from], arriving: [])
            parent?.viewIfLoaded?.setNeedsLayout()
            delegate?.navigationController(self, didShow: to, animated: true)
        }
        container.setNeedsLayout()
    }
}
