import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CALayerTests {
    @Test func frameComesFromPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 60, y: 45))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame.size == CGSize(width: 200, height: 100))
        #expect(layer.affineTransform().a == 2)
    }

    @Test func sublayerOrderingAndReparenting() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers!.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSublayer(a, above: b)
        #expect(root.sublayers!.last === a)
        let other = CALayer()
        other.addSublayer(a)
        #expect(a.superlayer === other && root.sublayers!.count == 2)
        a.removeFromSuperlayer()
        #expect(other.sublayers == nil)
        // A layer cannot become its own ancestor.
        b.addSublayer(root)
        #expect(root.superlayer == nil)
    }

    @Test func convertAndHitTestFollowTheTree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 60, width: 40, height: 40)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 55, y: 65))
        #expect(root.convert(CGPoint(x: 55, y: 65), to: child) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 60, y: 70)) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 70)) === root)
    }

    @Test func displayDrawsThroughDrawInContext() {
        final class Dot: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let layer = Dot()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        let image = layer.contents as! CGImage
        #expect(image.width == 20)
        // Drawn at the top left in the layer's y-down space.
        #expect(image.rgba(atX: 2, y: 2).red == 255 && image.rgba(atX: 15, y: 15).alpha == 0)
    }

    @Test func changesBumpTheChangeCount() {
        let layer = CALayer()
        let before = layer.changeCount
        layer.backgroundColor = CGColor.black
        layer.cornerRadius = 4
        #expect(layer.changeCount == before + 2)
    }

    @Test func settingTheFrameItAlreadyHasIsNoChange() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let before = layer.changeCount
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.changeCount == before)
        layer.frame = CGRect(x: 10, y: 30, width: 100, height: 50)
        #expect(layer.changeCount == before + 1, "a move changes the position alone")
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func sublayersAndMasksForgetALayerThatIsGone() {
        let child = CALayer(), mask = CALayer()
        var parent: CALayer? = CALayer()
        parent?.addSublayer(child)
        parent?.mask = mask
        #expect(child.superlayer === parent)
        parent = nil
        #expect(child.superlayer == nil, "the sublayer outlives its superlayer and forgets it")
        #expect(mask.maskOwner == nil)
        let other = CALayer()
        other.addSublayer(child)
        child.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(other.subtreeChangeCount > 0)
    }
}
