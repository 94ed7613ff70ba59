import Foundation
import Testing
@testable import OpenCoreGraphics

/// Images are drawn only around their visible pixels; what lands on the canvas must not
/// change because of it.
@Suite("Drawing only an image's visible area")
struct CGImageVisibleAreaTests {
    /// A transparent image with a small opaque block, plus (optionally) faint pixels in two
    /// opposite corners that make the whole image visible.
    static func dotImage(faintCorner: Bool) -> CGImage {
        render(width: 60, height: 40) { context in
            context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))
            context.fill(CGRect(x: 21, y: 14, width: 7, height: 5))
            if faintCorner {
                context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.02))
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                context.fill(CGRect(x: 59, y: 39, width: 1, height: 1))
            }
        }
    }

    @Test func visibleAreaBoundsTheNonTransparentPixels() throws {
        let area = try #require(Self.dotImage(faintCorner: false).visibleArea)
        // Top-left origin: the block sits 40 − 19 = 21 rows from the top.
        #expect(area == IntRect(minX: 21, minY: 21, maxX: 28, maxY: 26))
        #expect(Self.dotImage(faintCorner: true).visibleArea == IntRect(minX: 0, minY: 0, maxX: 60, maxY: 40))
        let empty = render(width: 8, height: 8) { _ in }
        #expect(empty.visibleArea == nil)
    }

    @Test(arguments: [
        CGRect(x: 3.5, y: 2.25, width: 60, height: 40),      // unscaled, fractional position
        CGRect(x: 1.3, y: 0.7, width: 131.7, height: 87.3),  // enlarged
        CGRect(x: 10.6, y: 4.2, width: 22.1, height: 14.9),  // reduced
    ])
    func drawingAroundTheVisiblePixelsMatchesDrawingTheWholeImage(rect: CGRect) {
        func draw(_ image: CGImage) -> CGImage {
            render(width: 140, height: 100) { context in
                context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 140, height: 100))
                context.draw(image, in: rect)
            }
        }
        let trimmed = draw(Self.dotImage(faintCorner: false))
        let whole = draw(Self.dotImage(faintCorner: true))
        // Away from the faint corner pixels the two must be identical. Canvas rows count
        // from the top; the image's top row lies at the rectangle's maxY.
        let texelWidth = rect.width / 60, texelHeight = rect.height / 40
        func nearFaintPixel(_ x: Int, _ y: Int) -> Bool {
            let px = CGFloat(x) + 0.5, py = 100 - (CGFloat(y) + 0.5)
            let nearLeftBottom = px < rect.minX + 6 * texelWidth && py < rect.minY + 6 * texelHeight
            let nearRightTop = px > rect.maxX - 6 * texelWidth && py > rect.maxY - 6 * texelHeight
            return nearLeftBottom || nearRightTop
        }
        var differences = 0, changed = 0
        for y in 0..<100 {
            for x in 0..<140 where trimmed.pixels[y * 140 + x] != whole.pixels[0] || whole.pixels[y * 140 + x] != whole.pixels[0] {
                changed += 1
                if !nearFaintPixel(x, y), trimmed.pixels[y * 140 + x] != whole.pixels[y * 140 + x] { differences += 1 }
            }
        }
        #expect(changed > 0, "the block was drawn")
        #expect(differences == 0)
    }

    @Test func aFullyTransparentImageDrawsNothing() {
        let empty = render(width: 8, height: 8) { _ in }
        let canvas = render { context in
            context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.draw(empty, in: CGRect(x: 3.5, y: 3.5, width: 30, height: 30))
        }
        #expect(Set(canvas.pixels).count == 1)
    }
}
