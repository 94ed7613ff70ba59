import Foundation
import Testing
@testable import OpenQuartzCore
import OpenCoreGraphics

@MainActor
@Suite struct OpaqueCoverTests {
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
        #expect(OpaqueCover.covers(CGRect(x: 20, y: 20, width: 10, height: 10), in: root))
        #expect(!OpaqueCover.covers(CGRect(x: 50, y: 50, width: 20, height: 20), in: root), "partly outside the card")
        card.opacity = 0.5
        #expect(!OpaqueCover.covers(CGRect(x: 20, y: 20, width: 10, height: 10), in: root), "translucent")
        card.opacity = 1
        card.cornerRadius = 8
        #expect(!OpaqueCover.covers(CGRect(x: 10, y: 10, width: 10, height: 10), in: root), "rounded corners leave gaps")
        card.cornerRadius = 0
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.9)
        #expect(!OpaqueCover.covers(CGRect(x: 20, y: 20, width: 10, height: 10), in: root))
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
        #expect(OpaqueCover.covers(CGRect(x: 0, y: 0, width: 40, height: 100), in: root))
        #expect(!OpaqueCover.covers(CGRect(x: 0, y: 0, width: 60, height: 100), in: root), "clipped to 40 points")
        photo.isHidden = true
        #expect(!OpaqueCover.covers(CGRect(x: 0, y: 0, width: 10, height: 10), in: root))
    }
}
