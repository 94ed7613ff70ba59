import Foundation

extension UIView {
    /// Adds a view on top of the subviews, moving it from its old superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts a view at an index of `subviews` (clamped).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let oldWindow = view.window
        let newWindow = window
        if view.superview !== self {
            if view.superview != nil { view.deactivateConstraintsReachingIn() }
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        }
        view.detachFromSuperview()
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        layer.insertSublayer(view.layer, at: UInt32(position))
        view.superview = self
        view.invalidateTraitsInSubtree()
        view.propagatePendingSteps(view.updateState.subtreeSteps)
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.hierarchyDidChangeForLayout(oldWindow: oldWindow)
    }

    /// Inserts a view just above a sibling.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? 0 : 1
        insertSubview(view, at: index + adjust)
    }

    /// Inserts a view just below a sibling.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? -1 : 0
        insertSubview(view, at: index + adjust)
    }

    /// Removes the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        deactivateConstraintsReachingIn()
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        detachFromSuperview()
        parent.setNeedsLayout()
        invalidateTraitsInSubtree()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        hierarchyDidChangeForLayout(oldWindow: oldWindow)
    }

    private func detachFromSuperview() {
        guard let parent = superview else {
            // A superview that went away without removing us (it was freed) leaves these
            // marks behind; the next parent's dirty lists must see this view afresh.
            updateState.isInLayoutDirtyList = false
            updateState.isInDisplayDirtyList = false
            return
        }
        parent.subviews.removeAll { $0 === self }
        if updateState.isInLayoutDirtyList {
            parent.updateState.layoutDirtySubviews.removeAll { $0 === self }
            updateState.isInLayoutDirtyList = false
        }
        if updateState.isInDisplayDirtyList {
            parent.updateState.displayDirtySubviews.removeAll { $0 === self }
            updateState.isInDisplayDirtyList = false
        }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// Moves a subview to the top of the stack.
    public func bringSubviewToFront(_ view: UIView) {
        // Already in front: nothing moves (containers call this on every layout).
        guard view.superview === self, subviews.last !== view else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves a subview to the bottom of the stack.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        layer.sublayers = subviews.map(\.layer)
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The view or the first descendant (depth first) with a tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        // A view leaving its window stops being the first responder, as in UIKit.
        if let current = self.window, current !== window, let responder = current.firstResponderInWindow,
            responder === self || responder === owningController
        {
            responder.resignFirstResponder()
            current.firstResponderInWindow = nil
        }
        willMove(toWindow: window)
        for child in subviews { child.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        let window = self.window
        if window != nil { invalidateTraitsInSubtree() }
        didMoveToWindow()
        owningController?.viewDidMoveToWindow(window)
        for child in subviews { child.notifyDidMoveToWindow() }
        if window != nil { propagatePendingSteps(updateState.subtreeSteps) }
    }
}
