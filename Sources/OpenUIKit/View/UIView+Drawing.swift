import Foundation
import OpenQuartzCore

extension UIView {
    /// Runs `draw(_:)` with a lazily created bitmap current and makes it the layer's contents.
    ///
    /// The bitmap only exists if the method asks for the context (directly or through
    /// UIColor, UIBezierPath, UIImage drawing), so views that draw nothing hold no memory.
    func displayContents() {
        guard drawsLayerContents else { return }
        let scale = resolvedTraitsForDrawing.displayScale > 0 ? resolvedTraitsForDrawing.displayScale : UIScreen.main.scale
        let size = bounds.size
        let origin = bounds.origin
        let entry = GraphicsContextStack.Entry(lazy: {
            UIView.makeDrawingContext(size: size, origin: origin, scale: scale)
        })
        GraphicsContextStack.shared.push(entry)
        runTracked(.display) { draw(bounds) }
        GraphicsContextStack.shared.pop()
        layer.contentsScale = scale
        layer.contents = entry.isMaterialized ? entry.resolve()?.makeImage() : nil
    }

    /// A transparent bitmap for `size` points at `scale`, y-down, with `origin` at its top
    /// left; `nil` when it would be empty or larger than a bitmap may be
    /// (`CGImage.maximumDimension`): such a view draws nothing.
    static func makeDrawingContext(size: CGSize, origin: CGPoint, scale: CGFloat) -> CGContext? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        let limit = CGFloat(CGImage.maximumDimension)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit, height <= limit,
            let context = try? CGContext.bitmap(width: Int(width), height: Int(height))
        else { return nil }
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        return context
    }

    /// Draws the view and its subviews, as on screen, into `rect` of the current context.
    ///
    /// With `afterScreenUpdates` the pending update pass (properties, layout, drawing) of the
    /// view's window (or of the view, off screen) runs first. Returns `false` when there is
    /// no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        if afterScreenUpdates { UpdatePass.run(from: window ?? self, steps: .all) }
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}

extension UIView: CALayerDisplayOwner {
    /// Whether the view needs display (so its layer's `needsDisplay()` and
    /// `displayIfNeeded()` run `draw(_:)` as on iOS), after taking up pending model changes
    /// when asked.
    public func layerNeedsDisplay(_ layer: CALayer, settlingChanges: Bool) -> Bool {
        if settlingChanges { InvalidationInbox.shared.deliver() }
        return updateState.pendingSteps.contains(.display)
    }
}
