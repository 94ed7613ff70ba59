import Foundation
import Testing
@testable import OpenCoreGraphics

/// Contexts drawing parts of one frame on several threads: each band is exactly the whole
/// context's drawing in its rows.
@Suite struct BandContextTests {
    /// Sloped, curved, clipped and grouped drawing that crosses every band edge.
    private func draw(_ context: CGContext) {
        context.setFillColor(CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 97, height: 83))
        let clip = CGMutablePath()
        clip.addRoundedRect(in: CGRect(x: 3.3, y: 4.7, width: 88.1, height: 71.9), cornerWidth: 17, cornerHeight: 17)
        context.addPath(clip)
        context.clip()
        context.setAlpha(0.6)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8))
        context.fillEllipse(in: CGRect(x: -10.25, y: 7.5, width: 80.3, height: 61.7))
        context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7))
        let wedge = CGMutablePath()
        wedge.move(to: CGPoint(x: 12.1, y: -30))
        wedge.addLine(to: CGPoint(x: 95.6, y: 40.2))
        wedge.addCurve(to: CGPoint(x: 30.3, y: 120), control1: CGPoint(x: 60, y: 70), control2: CGPoint(x: 10, y: 50))
        wedge.closeSubpath()
        context.addPath(wedge)
        context.fillPath()
        context.endTransparencyLayer()
    }

    private func pixels(_ context: CGContext) -> [UInt8] {
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
    }

    @Test(arguments: [1, 2, 3, 7, 16, 83])
    func bandsDrawTheSameBytesAsTheWholeContext(bandCount: Int) throws {
        let whole = try CGContext.bitmap(width: 97, height: 83)
        draw(whole)
        let frame = try CGContext.bitmap(width: 97, height: 83)
        let pool = TransparencyLayerPool(width: 97, height: 83)
        let height = (83 + bandCount - 1) / bandCount
        for top in stride(from: 0, to: 83, by: height) {
            draw(frame.makeBand(rows: top..<min(83, top + height), layerPool: pool))
        }
        #expect(pixels(frame) == pixels(whole))
        #expect(pool.bufferCount == 1, "one shared buffer for the one depth of transparency layer")
    }

    @Test func aBandWritesNothingOutsideItsRows() throws {
        let frame = try CGContext.bitmap(width: 20, height: 20)
        let band = frame.makeBand(rows: 5..<9, layerPool: TransparencyLayerPool(width: 20, height: 20))
        band.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        band.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let bytes = pixels(frame)
        let written = (0..<20).filter { row in bytes[row * frame.bytesPerRow + 3] != 0 }
        #expect(written == Array(5..<9), "rows are device rows, top first")
    }

    @Test func rasterizerCoverageDoesNotDependOnTheClipRows() {
        // An edge far above the clip, crossing it at a shallow slope.
        var whole = Rasterizer(), cut = Rasterizer()
        whole.reset(clip: IntRect(minX: 0, minY: 0, maxX: 64, maxY: 64))
        cut.reset(clip: IntRect(minX: 0, minY: 37, maxX: 64, maxY: 41))
        let polygon = [CGPoint(x: 1.37, y: -1000.3), CGPoint(x: 60.91, y: 900.7), CGPoint(x: -5, y: 900.7)]
        whole.addPolygon(polygon)
        cut.addPolygon(polygon)
        var wholeRows: [Int: [CoverageSpan]] = [:], cutRows: [Int: [CoverageSpan]] = [:]
        whole.sweep(rule: .winding) { y, spans in wholeRows[y] = Array(spans) }
        cut.sweep(rule: .winding) { y, spans in cutRows[y] = Array(spans) }
        #expect(cutRows.keys.sorted() == Array(37..<41))
        for y in 37..<41 { #expect(cutRows[y] == wholeRows[y], "row \(y)") }
    }
}

/// A transparency layer composited straight from its buffer gives the bytes the same
/// pixels give drawn as an image at the same alpha.
@Suite struct TransparencyLayerCompositingTests {
    private func shapes(_ context: CGContext) {
        context.setFillColor(CGColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.75))
        context.fillEllipse(in: CGRect(x: 3.5, y: 2.25, width: 30, height: 21))
        context.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.5, alpha: 1))
        context.fill(CGRect(x: 17.3, y: 9.6, width: 19, height: 25))
    }

    private func background(_ context: CGContext) {
        context.setFillColor(CGColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 0.6))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test(arguments: [1.0, 0.5, 0.13])
    func aGroupCompositesAsItsImageWould(alpha: CGFloat) throws {
        let grouped = render { context in
            background(context)
            context.setAlpha(alpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            shapes(context)
            context.endTransparencyLayer()
        }
        let layer = render { shapes($0) }
        let drawn = render { context in
            background(context)
            context.setAlpha(alpha)
            context.draw(layer, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(grouped.pixels == drawn.pixels)
    }
}
