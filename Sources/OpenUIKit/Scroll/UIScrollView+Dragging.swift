import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIScrollView {
    /// Follows the pan: the content moves with the finger (against the rubber band past
    /// the edges), and on release decelerates, springs back or snaps to a page.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            dragStart = contentOffset
            isDragging = true
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan.translation(in: self))
        case .changed:
            follow(pan.translation(in: self))
        case .ended:
            follow(pan.translation(in: self))
            release(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            release(velocity: .zero)
        default:
            break
        }
    }

    /// The offset for a drag of `translation` from where it began.
    private func follow(_ translation: CGPoint) {
        let range = offsetRange
        var offset = dragStart
        if canScrollHorizontally { offset.x = resisted(dragStart.x - translation.x, range.x, dimension: bounds.width) }
        if canScrollVertically { offset.y = resisted(dragStart.y - translation.y, range.y, dimension: bounds.height) }
        contentOffset = offset
        reportPullToRefreshControl()
    }

    /// Past an edge, the content moves along UIKit's rubber-band curve (or stops there
    /// when the scroll view does not bounce).
    private func resisted(_ offset: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard offset < range.lowerBound || offset > range.upperBound else { return offset }
        let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces else { return edge }
        return edge + ScrollPhysics.rubberBand(offset - edge, dimension: dimension)
    }

    /// As in UIKit, a drag mostly along an axis the scroll view cannot scroll does not
    /// begin its pan, so an enclosing scroll view that scrolls that way takes the drag
    /// (a carousel row inside a vertical list, a list inside a horizontal pager).
    func mayBeginPan(moving translation: CGPoint) -> Bool {
        if ancestorClaimsDrag(moving: translation) { return false }
        let horizontal = abs(translation.x), vertical = abs(translation.y)
        if horizontal > vertical { return canScrollHorizontally }
        if vertical > horizontal { return canScrollVertically }
        return true
    }

    /// Whether a view holding this one takes the drag instead (a sheet pulled down or
    /// expanded from the content's top edge).
    private func ancestorClaimsDrag(moving translation: CGPoint) -> Bool {
        var view = superview
        while let current = view {
            if let claimer = current as? ScrollDragClaiming { return claimer.claimsDrag(of: self, moving: translation) }
            view = current.superview
        }
        return false
    }

    var canScrollHorizontally: Bool { scrollsHorizontally || alwaysBounceHorizontal }
    var canScrollVertically: Bool { scrollsVertically || alwaysBounceVertical || (!scrollsHorizontally && !alwaysBounceHorizontal && bounces) }

    /// The finger lifted moving at `velocity` (points per second).
    private func release(velocity: CGPoint) {
        isDragging = false
        let range = offsetRange
        let rate = decelerationRate.rawValue
        let v = CGPoint(x: canScrollHorizontally ? velocity.x : 0, y: canScrollVertically ? velocity.y : 0)
        // Scrolling against the drag: content moves opposite to the finger.
        let natural = CGPoint(
            x: contentOffset.x - ScrollPhysics.projectedDistance(velocity: v.x, rate: rate),
            y: contentOffset.y - ScrollPhysics.projectedDistance(velocity: v.y, rate: rate))
        let target = isPagingEnabled ? pageTarget(for: natural) : restingOffset(forProjected: natural)
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: -v.x / 1000, y: -v.y / 1000), targetContentOffset: &proposed)
        let now = MediaClock.current.now
        let bounce = bounces && !UIAccessibility.isReduceMotionEnabled
        func axis(_ offset: CGFloat, _ speed: CGFloat, _ range: ClosedRange<CGFloat>, _ wanted: CGFloat, _ redirected: Bool) -> ScrollAxisMotion? {
            let outside = offset < range.lowerBound || offset > range.upperBound
            if isPagingEnabled || redirected {
                let destination = min(max(wanted, range.lowerBound), range.upperBound)
                guard abs(destination - offset) > 0.25 || abs(speed) > ScrollPhysics.restingSpeed else { return nil }
                return ScrollAxisMotion(phase: .springing(start: offset, target: destination, velocity: -speed), began: now, range: range, rate: rate, bounces: bounce)
            }
            if outside {
                let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
                return ScrollAxisMotion(phase: .springing(start: offset, target: edge, velocity: 0), began: now, range: range, rate: rate, bounces: bounce)
            }
            guard abs(speed) > ScrollPhysics.restingSpeed else { return nil }
            return ScrollAxisMotion(phase: .decelerating(start: offset, velocity: -speed), began: now, range: range, rate: rate, bounces: bounce)
        }
        let motions = [
            axis(contentOffset.x, v.x, range.x, proposed.x, proposed.x != natural.x),
            axis(contentOffset.y, v.y, range.y, proposed.y, proposed.y != natural.y),
        ]
        let decelerates = motions.contains { $0 != nil }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            scheduleIndicatorFade()
            return
        }
        isDecelerating = true
        isScrollingAnimation = false
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(motions)
    }

    /// The page nearest the projected offset, no more than one page from where the drag began.
    private func pageTarget(for projected: CGPoint) -> CGPoint {
        let range = offsetRange
        func page(_ value: CGFloat, start: CGFloat, size: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
            guard size > 0 else { return value }
            let current = (start / size).rounded()
            let wanted = min(max((value / size).rounded(), current - 1), current + 1)
            return min(max(wanted * size, range.lowerBound), range.upperBound)
        }
        return CGPoint(
            x: page(projected.x, start: dragStart.x, size: bounds.width, range: range.x),
            y: page(projected.y, start: dragStart.y, size: bounds.height, range: range.y))
    }
}
