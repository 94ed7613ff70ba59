import Foundation
import Testing
import OpenCoreGraphics

@Suite struct CoverageMaskTests {
    private func mask(_ width: Int, _ height: Int, value: UInt8, offsetY: Int = 0) -> CGCoverageMask {
        CGCoverageMask(width: width, height: height, offsetX: 0, offsetY: offsetY, coverage: [UInt8](repeating: value, count: width * height))
    }

    private func canvas() throws -> CGContext {
        let context = try CGContext.bitmap(width: 64, height: 16)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 16))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        return context
    }

    @Test func aLineOfMasksDrawsWhatEachMaskDrawsAlone() throws {
        let glyphs = [(mask(20, 6, value: 128, offsetY: -6), 2, 10), (mask(17, 9, value: 255, offsetY: -8), 30, 12)]
        let together = try canvas()
        together.fill(glyphs.map { (mask: $0.0, x: $0.1, y: $0.2) })
        let oneByOne = try canvas()
        for (mask, x, y) in glyphs { oneByOne.fill(mask, atDevicePixel: x, y) }
        let a = together.makeImage()!, b = oneByOne.makeImage()!
        for y in 0..<16 {
            for x in 0..<64 {
                #expect(a.rgba(atX: x, y: y) == b.rgba(atX: x, y: y), "pixel \(x), \(y)")
            }
        }
    }

    @Test func overlappingMasksCompositeOneOverAnother() throws {
        let context = try canvas()
        context.fill([(mask: mask(8, 4, value: 100), x: 0, y: 0), (mask: mask(8, 4, value: 100), x: 4, y: 0),
                      (mask: mask(8, 4, value: 200), x: 20, y: 0), (mask: mask(8, 4, value: 200), x: 24, y: 0)])
        let image = context.makeImage()!
        let single = image.rgba(atX: 2, y: 1).red, double = image.rgba(atX: 6, y: 1).red
        #expect(double < single, "two layers of coverage cover more")
        // Source-over twice: 1 - (1 - 200/255)² of the way to black, as cairo composites glyphs.
        let overlap = Int(image.rgba(atX: 26, y: 1).red), alone = Int(image.rgba(atX: 22, y: 1).red)
        #expect(overlap < alone && abs(overlap - 255 * (55 * 55) / (255 * 255)) <= 2)
    }
}
