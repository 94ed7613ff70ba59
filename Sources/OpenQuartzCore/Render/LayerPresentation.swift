import Foundation
import OpenCoreGraphics

/// What a layer tree shows in one frame: each layer's model values, except that layers
/// with animations show what their animations give at the frame's time.
///
/// Core Animation renders a separate presentation tree; the compositor instead takes this
/// value once per frame and everything that measures or draws the frame (extents,
/// occlusion, the recorder, backdrops measuring their members) reads layers through it.
/// The model tree is never changed to show an animation, so layout keeps the model size,
/// as on iOS.
@MainActor
package struct LayerPresentation {
    private var animated: [ObjectIdentifier: PresentedLayerValues] = [:]

    /// The layers whose animations still change what they show, by serial.
    package private(set) var animatingLayers: Set<UInt64> = []

    /// Every layer at its model values (no animation shows).
    package init() {}

    /// Drops finished animations in the tree under `root` and takes what the rest show at
    /// `now`.
    package init(showing root: CALayer, at now: CFTimeInterval) {
        visit(root, now: now)
    }

    private mutating func visit(_ layer: CALayer, now: CFTimeInterval) {
        if layer.hasAnimations, layer.pruneFinishedAnimations() {
            if layer.hasRunningAnimations(at: now) { animatingLayers.insert(layer.serial) }
            animated[ObjectIdentifier(layer)] = PresentedLayerValues(presenting: layer, at: now)
        }
        for child in layer.children { visit(child, now: now) }
        if let mask = layer.mask { visit(mask, now: now) }
    }

    /// The values `layer` shows in this frame.
    package func values(of layer: CALayer) -> PresentedLayerValues {
        animated[ObjectIdentifier(layer)] ?? PresentedLayerValues(model: layer)
    }

    package func bounds(of layer: CALayer) -> CGRect {
        animated[ObjectIdentifier(layer)]?.bounds ?? layer.bounds
    }

    package func opacity(of layer: CALayer) -> Float {
        animated[ObjectIdentifier(layer)]?.opacity ?? layer.opacity
    }

    /// Maps `layer`'s space to its superlayer's as shown in this frame.
    package func transformToSuperlayer(of layer: CALayer) -> CGAffineTransform {
        animated[ObjectIdentifier(layer)]?.transformToSuperlayer ?? layer.transformToSuperlayer
    }

    /// Maps `layer`'s space to its tree's root's as shown in this frame.
    package func transformToRoot(of layer: CALayer) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var current = layer
        while let parent = current.superlayer {
            t = t.concatenating(transformToSuperlayer(of: current))
            current = parent
        }
        return t
    }

    /// Converts `rect` from `layer`'s space to `other`'s, as both are shown in this frame.
    package func convert(_ rect: CGRect, from layer: CALayer, to other: CALayer) -> CGRect {
        guard layer !== other else { return rect }
        return rect.applying(transformToRoot(of: layer).concatenating(transformToRoot(of: other).inverted()))
    }

    /// Converts `point` from `layer`'s space to `other`'s, as both are shown in this frame.
    package func convert(_ point: CGPoint, from layer: CALayer, to other: CALayer) -> CGPoint {
        guard layer !== other else { return point }
        return point.applying(transformToRoot(of: layer).concatenating(transformToRoot(of: other).inverted()))
    }
}
