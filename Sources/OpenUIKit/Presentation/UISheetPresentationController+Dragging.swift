import Foundation

/// Dragging a sheet: its top edge follows the finger (resisting above the largest detent,
/// and below the smallest when the sheet may not be dismissed), and on release it settles
/// at the detent its motion carries it nearest to, or is dismissed when flung or dragged
/// far enough down.
extension UISheetPresentationController {
    func makeDragRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        // Drags in the sheet's scrollable content scroll it; the rest move the sheet.
        pan.mayBegin = { [weak self, weak pan] translation in
            guard let self, let pan else { return false }
            return abs(translation.y) >= abs(translation.x) && !self.touchBeganInScrollableContent(pan)
        }
        pan.actions.append { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.dragDidChange(pan)
        }
        return pan
    }

    private func touchBeganInScrollableContent(_ pan: UIPanGestureRecognizer) -> Bool {
        var view = pan.trackedTouches.first?.view
        while let current = view, current !== chrome {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.canScrollVertically { return true }
            view = current.superview
        }
        return false
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
