import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitWayland
import Testing

/// The picture a drag out of the window shows under the pointer: drawn from the lifted
/// preview at the window's scale, held where the touch held it.
@MainActor
struct HostDragImageTests {
    @Test func thePreviewIsDrawnAtTheWindowsScaleWithItsHeldPixel() throws {
        let preview = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        preview.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let image = try #require(WindowHost.dragImage(of: preview, grip: CGPoint(x: 5, y: 4), scale: 2))
        #expect(image.width == 40 && image.height == 20 && image.scale == 2)
        #expect(image.hotspotX == 10 && image.hotspotY == 8)
        let middle = image.pixels[10 * 40 + 20]
        #expect(middle & 0xFF == 255 && (middle >> 8) & 0xFF >= 127 && (middle >> 8) & 0xFF <= 128 && middle >> 24 == 255, "orange, opaque")
    }

    @Test func anEmptyOrEndlessPreviewHasNoPicture() {
        #expect(WindowHost.dragImage(of: UIView(frame: .zero), grip: .zero, scale: 2) == nil)
        #expect(WindowHost.dragImage(of: UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 10)), grip: .zero, scale: 2) == nil)
        #expect(WindowHost.dragImage(of: UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)), grip: .zero, scale: 2) == nil)
    }

    @Test func picturesThatDoNotHoldTheirPixelsAreRefused() {
        #expect(HostDragImage(pixels: [0, 0], width: 2, height: 2, scale: 1, hotspotX: 0, hotspotY: 0) == nil)
        #expect(HostDragImage(pixels: [0], width: 1, height: 1, scale: .nan, hotspotX: 0, hotspotY: 0) == nil)
        #expect(HostDragImage(pixels: [], width: 0, height: 0, scale: 1, hotspotX: 0, hotspotY: 0) == nil)
    }

    @Test func theWaylandIconIsPlacedSoTheHeldPixelIsUnderThePointer() throws {
        let pixels = [UInt32](repeating: 0, count: 200 * 100)
        let atTwo = try #require(HostDragImage(pixels: pixels, width: 200, height: 100, scale: 2, hotspotX: 80, hotspotY: 100))
        #expect(WaylandDragIcon.attachOffset(for: atTwo) == (-40, -50))
        let atOneAndAHalf = try #require(HostDragImage(pixels: pixels, width: 200, height: 100, scale: 1.5, hotspotX: 60, hotspotY: 30))
        #expect(WaylandDragIcon.attachOffset(for: atOneAndAHalf) == (-40, -20))
    }
}
