import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct LayerRendererTests {
    private func render(_ layer: CALayer, width: Int = 100, height: Int = 100) -> CGImage {
        let context = LayerBitmap.context(size: CGSize(width: width, height: height), scale: 1)!
        layer.render(in: context)
        return context.makeImage()!
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func backgroundCornersAndBorder() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = red
        layer.cornerRadius = 30
        layer.borderWidth = 4
        layer.borderColor = blue
        let image = render(layer)
        #expect(image.rgba(atX: 1, y: 1).alpha == 0)  // rounded away
        #expect(image.rgba(atX: 50, y: 50).red == 255)
        #expect(image.rgba(atX: 50, y: 1).blue == 255)  // the border, inside the bounds
        #expect(image.rgba(atX: 50, y: 6).red == 255)
    }

    @Test func sublayersSitAtTheirFramesAndSortByZPosition() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        a.backgroundColor = red
        b.backgroundColor = blue
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(render(root).rgba(atX: 40, y: 40).blue == 255)
        a.zPosition = 1
        #expect(render(root).rgba(atX: 40, y: 40).red == 255)
        #expect(render(root).rgba(atX: 15, y: 75).alpha == 0)
    }

    @Test func masksToBoundsClipsSublayers() {
        let root = CALayer()
        root.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        root.masksToBounds = true
        root.cornerRadius = 20
        let big = CALayer()
        big.frame = CGRect(x: -20, y: -20, width: 100, height: 100)
        big.backgroundColor = red
        root.addSublayer(big)
        let image = render(root)
        #expect(image.rgba(atX: 20, y: 20).red == 255)
        #expect(image.rgba(atX: 1, y: 1).alpha == 0)
        #expect(image.rgba(atX: 45, y: 20).alpha == 0)
    }

    @Test func opacityFadesTheGroupAsOne() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.opacity = 0.5
        for x in [10, 30] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 10, width: 40, height: 40)
            square.backgroundColor = red
            root.addSublayer(square)
        }
        let image = render(root)
        // Where the squares overlap the group is still half transparent, not 75 %.
        #expect(abs(Int(image.premultipliedRGBA(atX: 35, y: 20).alpha) - 128) <= 1)
        #expect(abs(Int(image.premultipliedRGBA(atX: 15, y: 20).alpha) - 128) <= 1)
    }

    /// A translucent layer that draws one thing fades it without a group, to the pixels the
    /// group would give (within rounding) and the same when it is grouped for a sublayer.
    @Test func aTranslucentLeafFadesItsOneFillAsAGroupWould() {
        func scene(withEmptySublayer: Bool) -> CGImage {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let dimming = CALayer()
            dimming.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            dimming.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 0.8)
            dimming.opacity = 0.37
            if withEmptySublayer { dimming.addSublayer(CALayer()) }   // forces a group
            root.addSublayer(dimming)
            return render(root)
        }
        let leaf = scene(withEmptySublayer: false), grouped = scene(withEmptySublayer: true)
        for (x, y) in [(50, 50), (11, 11), (5, 5)] {
            let a = leaf.rgba(atX: x, y: y), b = grouped.rgba(atX: x, y: y)
            #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1,
                    "\(a) vs \(b) at \(x), \(y)")
        }
        // White under 0.8 × 0.37 of the colour.
        let blue = leaf.rgba(atX: 50, y: 50).blue
        #expect(abs(Int(blue) - Int(((0.7 * 0.296 + (1 - 0.296)) * 255).rounded())) <= 1)
    }

    @Test func maskLayerCutsByItsAlpha() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = red
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = CGColor.black
        root.mask = mask
        let image = render(root)
        #expect(image.rgba(atX: 25, y: 50).red == 255)
        #expect(image.rgba(atX: 75, y: 50).alpha == 0)
    }

    @Test func shadowFallsOffsetAndSoft() {
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = CGColor.white
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 10)
        let image = render(layer, width: 140, height: 140)
        // In the layer's own space (0...40) the shadow, moved 10 down, shows below the bottom
        // edge more than beside the right edge, where only its blur reaches...
        let below = image.premultipliedRGBA(atX: 20, y: 45).alpha
        let beside = image.premultipliedRGBA(atX: 45, y: 20).alpha
        #expect(below > 60)
        #expect(below > beside)
        // ... and fades smoothly: a blurred edge has intermediate values.
        let fade = (45..<60).map { Int(image.premultipliedRGBA(atX: 20, y: $0).alpha) }
        #expect(fade.first! > fade.last!)
        #expect(Set(fade).count > 5)
    }

    @Test func contentsImageFillsTheBoundsUpright() {
        let image = LayerBitmap.draw(size: CGSize(width: 2, height: 2), scale: 1) { ctx in
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // the top row in y-down space
            ctx.setFillColor(blue)
            ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }!
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = image
        let output = render(layer)
        #expect(output.rgba(atX: 20, y: 5).red == 255)
        #expect(output.rgba(atX: 20, y: 35).blue == 255)
    }
}
