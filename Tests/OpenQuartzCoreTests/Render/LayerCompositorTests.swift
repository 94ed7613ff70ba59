import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct LayerCompositorTests {
    private func tree() -> (root: CALayer, tiles: [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = CGColor.white
        var tiles: [CALayer] = []
        for i in 0..<16 {
            let tile = CALayer()
            tile.frame = CGRect(x: 10 + CGFloat(i % 4) * 48, y: 10 + CGFloat(i / 4) * 48, width: 40, height: 40)
            tile.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: CGFloat(i) / 16, alpha: 1)
            tile.cornerRadius = 8
            root.addSublayer(tile)
            tiles.append(tile)
        }
        return (root, tiles)
    }

    private func fullRender(_ root: CALayer) -> CGImage {
        let context = LayerBitmap.context(size: CGSize(width: 200, height: 200), scale: 2)!
        root.render(in: context)
        return context.makeImage()!
    }

    private func identical(_ a: CGImage, _ b: CGImage) -> Bool {
        a.width == b.width && a.height == b.height && a.dataProvider?.data == b.dataProvider?.data
    }

    @Test func firstFrameIsWholeThenOnlyChangesRedraw() {
        let (root, tiles) = tree()
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 200), scale: 2)
        _ = compositor.render()
        #expect(compositor.lastDamage == CGRect(x: 0, y: 0, width: 200, height: 200))
        _ = compositor.render()
        #expect(compositor.lastDamage == nil)  // idle: no pixels touched

        tiles[5].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let frame = compositor.render()
        #expect(compositor.lastDamage == tiles[5].frame)
        #expect(identical(frame, fullRender(root)))
    }

    @Test func movingALayerDamagesBothPlaces() {
        let (root, tiles) = tree()
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 200), scale: 2)
        _ = compositor.render()
        let old = tiles[0].frame
        tiles[0].position.x += 100
        let frame = compositor.render()
        #expect(compositor.lastDamage == old.union(tiles[0].frame))
        #expect(identical(frame, fullRender(root)))
    }

    @Test func removalAndShadowsAreRepainted() {
        let (root, tiles) = tree()
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 200), scale: 2)
        _ = compositor.render()
        tiles[15].removeFromSuperlayer()
        tiles[3].shadowOpacity = 0.5
        tiles[3].shadowRadius = 6
        let frame = compositor.render()
        let damage = compositor.lastDamage!
        #expect(damage.contains(tiles[15].frame))
        #expect(damage.width > tiles[3].frame.width)  // the shadow reaches beyond the tile
        #expect(identical(frame, fullRender(root)))
    }
}

@MainActor
@Suite struct IdleCompositorTests {
    @Test func anIdleFrameIsTheSameImage() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = CGColor.white
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 20, height: 20), scale: 1)
        let first = compositor.render()
        #expect(compositor.render() === first)
        root.backgroundColor = CGColor.black
        #expect(compositor.render() !== first)
    }
}
