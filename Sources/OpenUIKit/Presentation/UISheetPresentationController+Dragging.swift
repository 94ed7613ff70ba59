import Foundation

/// Dragging a sheet: its top edge follows the finger (resisting above the largest detent,
/// and below the smallest when the sheet may not be dismissed), and on release it settles
/// at the detent its motion carries it nearest to, or is dismissed when flung or dragged
/// far enough down. Drags in scrolling content move the sheet only from the content's top
/// edge (see `claimsDrag(of:moving:)`).
extension UISheetPresentationController {
    func makeDragRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.mayBegin = { [weak self, weak pan] translation in
            guard let self, let pan, abs(translation.y) >= abs(translation.x) else { return false }
            guard let scrollView = self.scrollableContent(under: pan) else { return true }
            return self.claimsDrag(of: scrollView, moving: translation)
        }
        chrome.scrollDragClaim = { [weak self] scrollView, translation in
            self?.claimsDrag(of: scrollView, moving: translation) ?? false
        }
        pan.actions.append { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.dragDidChange(pan)
        }
        return pan
    }

    /// The innermost vertically scrolling view in the sheet under the drag's touch.
    private func scrollableContent(under pan: UIPanGestureRecognizer) -> UIScrollView? {
        var view = pan.trackedTouches.first?.view
        while let current = view, current !== chrome {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.canScrollVertically { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// Whether a vertical drag in `scrollView` moves the sheet rather than the content: down
    /// from the content's top edge, or up from it while a larger detent is left and the
    /// sheet prefers expanding to scrolling. The scroll view asks the same question, so
    /// exactly one of them takes the drag.
    func claimsDrag(of scrollView: UIScrollView, moving translation: CGPoint) -> Bool {
        guard let container, !isDismissing, abs(translation.y) > abs(translation.x) else { return false }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        guard atTop else { return false }
        if translation.y > 0 { return true }
        let geometry = SheetGeometry(sheet: self, container: container)
        return prefersScrollingExpandsWhenScrolledToEdge && chrome.frame.minY > geometry.highestTop + 0.5
    }

    private func dragDidChange(_ pan: UIPanGestureRecognizer) {
        guard let container, !isDismissing else { return }
        let geometry = SheetGeometry(sheet: self, container: container)
        switch pan.state {
        case .began, .changed:
            let start = dragStartTop ?? chrome.frame.minY
            dragStartTop = start
            draggedTop = resisted(start + pan.translation(in: container).y, geometry: geometry, height: container.bounds.height)
            container.setNeedsLayout()
            container.layoutIfNeeded()
        case .ended, .cancelled:
            let top = draggedTop ?? geometry.restingTop
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            let projected = top + ScrollPhysics.projectedDistance(velocity: velocity, rate: UIScrollView.DecelerationRate.fast.rawValue)
            draggedTop = nil
            dragStartTop = nil
            if geometry.dismisses(projectedTop: projected) {
                userRequestedDismissal()
            } else {
                settle(at: geometry.nearestDetent(toTop: projected))
            }
        default:
            break
        }
    }

    /// The top edge for a drag to `top`: rubber-banded above the largest detent, and below
    /// the smallest when the user may not dismiss the sheet.
    private func resisted(_ top: CGFloat, geometry: SheetGeometry, height: CGFloat) -> CGFloat {
        if top < geometry.highestTop {
            return geometry.highestTop - ScrollPhysics.rubberBand(geometry.highestTop - top, dimension: height)
        }
        if presentedViewController.refusesUserDismissal, top > geometry.lowestTop {
            return geometry.lowestTop + ScrollPhysics.rubberBand(top - geometry.lowestTop, dimension: height)
        }
        return top
    }

    /// A tap on the grabber moves the sheet to the next larger detent, and from the
    /// largest back to the smallest.
    func makeGrabberTapRecognizer() -> UITapGestureRecognizer {
        let tap = GrabberTapRecognizer()
        tap.grabber = chrome.grabber
        tap.cancelsTouchesInView = false
        tap.actions.append { [weak self] recognizer in
            guard let self, recognizer.state == .recognized else { return }
            self.grabberTapped()
        }
        return tap
    }

    private func grabberTapped() {
        guard let container, !isDismissing, draggedTop == nil else { return }
        let geometry = SheetGeometry(sheet: self, container: container)
        let ordered = geometry.detents.map(\.identifier)
        guard ordered.count > 1 else { return }
        let current = ordered.firstIndex { $0 == currentDetentIdentifier } ?? 0
        settle(at: ordered[(current + 1) % ordered.count])
    }

    /// Animates the sheet to rest at `identifier`, telling the delegate when the detent changed.
    func settle(at identifier: Detent.Identifier?) {
        guard let container else { return }
        let changed = identifier != currentDetentIdentifier
        UIView.animate(springDuration: Self.transitionDuration, bounce: 0, animations: {
            self.selectedDetentIdentifier = identifier
            container.setNeedsLayout()
            container.layoutIfNeeded()
        })
        if changed, let delegate = delegateFacing.delegate as? UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}
