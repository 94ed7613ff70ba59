import Foundation

extension UIScrollView {
    /// The smallest zoom scale (1 by default: no zooming out).
    public var minimumZoomScale: CGFloat {
        get { zoomLimits.minimum }
        set { zoomLimits.minimum = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// The largest zoom scale (1 by default: no zooming in).
    public var maximumZoomScale: CGFloat {
        get { zoomLimits.maximum }
        set { zoomLimits.maximum = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// How much the delegate's view for zooming is scaled; set within the limits.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the view for zooming to `scale` (clamped to the limits), keeping the point
    /// at the centre of the view in place; the content size follows the scaled view.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let clampedScale = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        let center = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let ratio = clampedScale / storedZoomScale
        let apply = {
            self.applyZoom(clampedScale, to: view)
            self.contentOffset = self.clamped(CGPoint(x: center.x * ratio - self.bounds.width / 2, y: center.y * ratio - self.bounds.height / 2))
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: clampedScale)
    }

    /// Zooms so `rect` (in the view for zooming's unscaled coordinates) fills the view as
    /// far as the limits allow, and scrolls it into view.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        let apply = {
            self.applyZoom(scale, to: view)
            self.contentOffset = self.clamped(CGPoint(
                x: rect.midX * scale - self.bounds.width / 2, y: rect.midY * scale - self.bounds.height / 2))
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }

    /// Scales `view` about its top left and makes the content its scaled size.
    private func applyZoom(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }
}
