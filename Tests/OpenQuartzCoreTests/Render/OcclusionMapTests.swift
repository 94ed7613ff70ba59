import Foundation
import Testing
@testable import OpenQuartzCore
import OpenCoreGraphics

@MainActor
@Suite struct OcclusionMapTests {
    private func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func anOpaqueLayerOverTheRectCoversIt() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let card = layer(CGRect(x: 10, y: 10, width: 50, height: 50), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(card)
        #expect(OcclusionMap(root: root).covers(CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 50, y: 50, width: 20, height: 20)), "partly outside the card")
        card.opacity = 0.5
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 20, y: 20, width: 10, height: 10)), "translucent")
        card.opacity = 1
        card.cornerRadius = 8
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 10, y: 10, width: 10, height: 10)), "rounded corners leave gaps")
        card.cornerRadius = 0
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.9)
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 20, y: 20, width: 10, height: 10)))
    }

    @Test func opaqueImagesCoverAndClipsLimitChildren() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let clip = layer(CGRect(x: 0, y: 0, width: 40, height: 100), nil)
        clip.masksToBounds = true
        let photo = layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let context = try CGContext.bitmap(width: 4, height: 4)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        photo.contents = context.makeImage()
        clip.addSublayer(photo)
        root.addSublayer(clip)
        #expect(OcclusionMap(root: root).covers(CGRect(x: 0, y: 0, width: 40, height: 100)))
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 0, y: 0, width: 60, height: 100)), "clipped to 40 points")
        photo.isHidden = true
        #expect(!OcclusionMap(root: root).covers(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    /// Reads nothing and draws nothing: it only marks where a backdrop reads.
    private final class ReadingBackdrop: CABackdropRendering {
        func renderBackdrop(for layer: CALayer, in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome { [] }
        func backdropReach(for layer: CALayer, shown: LayerPresentation) -> CGRect { shown.bounds(of: layer) }
        func prepareFollowUpPass(for layer: CALayer) {}
    }

    @Test func layersUnderAnOpaqueLayerDrawnLaterAreOccludedUnlessABackdropReadsThemFirst() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let row = layer(CGRect(x: 10, y: 10, width: 30, height: 10), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        let text = layer(CGRect(x: 2, y: 2, width: 10, height: 5), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        row.addSublayer(text)
        let cover = layer(CGRect(x: 0, y: 0, width: 60, height: 60), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        root.addSublayer(row)
        root.addSublayer(cover)
        let occlusion = OcclusionMap(root: root)
        #expect(occlusion.isOccluded(row, extent: CGRect(x: 10, y: 10, width: 30, height: 10)))
        #expect(!occlusion.isOccluded(cover, extent: CGRect(x: 0, y: 0, width: 60, height: 60)), "nothing lies over the cover")
        #expect(!occlusion.isOccluded(row, extent: CGRect(x: 10, y: 10, width: 70, height: 10)), "reaching past the cover")
        // A glass layer between the row and the cover reads the row's pixels.
        let glass = layer(CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        let backdrop = ReadingBackdrop()
        glass.backdropRenderer = backdrop
        root.insertSublayer(glass, at: 1)
        #expect(!OcclusionMap(root: root).isOccluded(row, extent: CGRect(x: 10, y: 10, width: 30, height: 10)))
        withExtendedLifetime(backdrop) {}
    }

    @Test func skippingOccludedLayersLeavesTheFrameAsDrawingEverythingDoes() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60), CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        for index in 0..<6 {
            let row = layer(CGRect(x: 4, y: 4 + CGFloat(index) * 9, width: 50, height: 8), CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
            row.addSublayer(layer(CGRect(x: 1, y: 1, width: 6, height: 6), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
            root.addSublayer(row)
        }
        let sliding = layer(CGRect(x: 23.3, y: 0.2, width: 60, height: 60), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        sliding.addSublayer(layer(CGRect(x: 5, y: 5, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        root.addSublayer(sliding)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 60, height: 60), scale: 2)
        let culled = compositor.render()
        let reference = try #require(LayerBitmap.context(size: CGSize(width: 60, height: 60), scale: 2))
        LayerRenderer.render(root, in: reference)
        let everything = try #require(reference.makeImage())
        // Every pixel, the antialiased edges of the sliding layer included.
        for y in 0..<120 {
            for x in 0..<120 {
                #expect(culled.premultipliedRGBA(atX: x, y: y) == everything.premultipliedRGBA(atX: x, y: y), "pixel \(x), \(y)")
            }
        }
    }
}
