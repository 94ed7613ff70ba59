import Foundation

/// Shows the layers that are animating at their presentation values for the length of one
/// frame, then puts their model values back.
///
/// Core Animation renders a separate presentation tree; OpenQuartzCore instead swaps the
/// animated properties in place while the compositor measures and draws, so everything
/// that reads layer geometry while drawing (corner shapes, backdrop materials measuring
/// their members) sees the animated values. The swap is silent: it neither counts as a
/// change nor asks for layout, so sublayers keep the layout of the model size, as on iOS.
@MainActor
struct PresentationSwap {
    /// The animated properties of a layer.
    @MainActor
    private struct AnimatableState {
        var bounds: CGRect
        var position: CGPoint
        var transform: CATransform3D
        var opacity: Float
        var cornerRadius: CGFloat
        var backgroundColor: CGColor?

        init(of layer: CALayer) {
            bounds = layer.bounds
            position = layer.position
            transform = layer.transform
            opacity = layer.opacity
            cornerRadius = layer.cornerRadius
            backgroundColor = layer.backgroundColor
        }

        func apply(to layer: CALayer) {
            layer.bounds = bounds
            layer.position = position
            layer.transform = transform
            layer.opacity = opacity
            layer.cornerRadius = cornerRadius
            layer.backgroundColor = backgroundColor
        }
    }

    private var saved: [(layer: CALayer, model: AnimatableState)] = []

    /// The layers whose animations are still changing what they show, by serial.
    private(set) var animatingLayers: Set<UInt64> = []

    /// Drops finished animations in the tree under `root` and shows the rest at `now`.
    static func show(_ root: CALayer, at now: CFTimeInterval) -> PresentationSwap {
        var swap = PresentationSwap()
        swap.visit(root, now: now)
        return swap
    }

    private mutating func visit(_ layer: CALayer, now: CFTimeInterval) {
        if layer.hasAnimations, layer.pruneFinishedAnimations() {
            if layer.hasRunningAnimations(at: now) { animatingLayers.insert(layer.serial) }
            saved.append((layer, AnimatableState(of: layer)))
            CALayer.isShowingPresentation = true
            layer.applyAnimations(of: layer, at: now)
            CALayer.isShowingPresentation = false
        }
        for child in layer.children { visit(child, now: now) }
        if let mask = layer.mask { visit(mask, now: now) }
    }

    /// Puts the model values back.
    func restore() {
        CALayer.isShowingPresentation = true
        defer { CALayer.isShowingPresentation = false }
        for (layer, model) in saved.reversed() { model.apply(to: layer) }
    }
}
