import Foundation
import Testing
@testable import OpenQuartzCore

/// A frame with nothing changed and nothing animating costs no walk of the layer tree;
/// any change below the root, however deep, brings the walk back.
@MainActor
@Suite struct IdleFrameTests {
    /// A root, a chain of `depth` nested layers, and a leaf at the bottom.
    private func deepTree(depth: Int) -> (root: CALayer, leaf: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor.white
        var parent = root
        for _ in 0..<depth {
            let layer = CALayer()
            layer.frame = parent.bounds.insetBy(dx: 1, dy: 1)
            parent.addSublayer(layer)
            parent = layer
        }
        return (root, parent)
    }

    @Test func anIdleFrameWalksNothing() {
        let (root, _) = deepTree(depth: 30)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 100, height: 100), scale: 2)
        #expect(compositor.update().layersWalked == 31)
        let idle = compositor.update()
        #expect(idle.layersWalked == 0 && idle.damage == nil)
    }

    @Test func aDeepChangeOrAnAddedAnimationBringsTheWalkBack() {
        let (root, leaf) = deepTree(depth: 30)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 100, height: 100), scale: 2)
        for _ in 0..<3 { compositor.update() }
        leaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let changed = compositor.update()
        #expect(changed.layersWalked == 31 && changed.damage != nil)
        #expect(compositor.currentFrame.rgba(atX: 100, y: 100).red == 255)
        #expect(compositor.update().layersWalked == 0)

        leaf.setNeedsDisplay()
        #expect(compositor.update().layersWalked > 0, "a display request is a change")
        compositor.update()
        let sibling = CALayer()
        sibling.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        sibling.backgroundColor = CGColor.black
        leaf.addSublayer(sibling)
        #expect(compositor.update().damage != nil, "an added sublayer shows")
        compositor.update()
        sibling.removeFromSuperlayer()
        #expect(compositor.update().damage != nil, "a removed one leaves its pixels to redraw")
    }

    @Test func aLayerChangedWhileDetachedShowsOnceAttached() {
        let (root, leaf) = deepTree(depth: 5)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 100, height: 100), scale: 1)
        for _ in 0..<3 { compositor.update() }
        let detached = CALayer()
        detached.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        detached.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        leaf.addSublayer(detached)
        compositor.update()
        #expect(compositor.currentFrame.rgba(atX: 50, y: 50).blue == 255)
        #expect(compositor.update().layersWalked == 0)
        // A second compositor over the same tree keeps its own account.
        let other = LayerCompositor(rootLayer: root, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(other.update().layersWalked > 0)
        #expect(other.currentFrame.rgba(atX: 50, y: 50).blue == 255)
    }
}
