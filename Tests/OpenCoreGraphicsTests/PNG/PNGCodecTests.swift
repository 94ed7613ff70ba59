import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct PNGCodecTests {
    @Test func roundTripKeepsPixels() throws {
        let image = renderFlipped(width: 16, height: 8) { context in
            context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
            context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        let decoded = try CGImage(pngData: try image.pngData())
        #expect(decoded.width == 16 && decoded.height == 8)
        #expect(decoded.color(2, 2) == image.color(2, 2))
        #expect(close(decoded.color(12, 2), image.color(12, 2), tolerance: 2))
        #expect(decoded.alphaInfo == .premultipliedLast)
    }

    @Test func opaqueImagesAreWrittenWithoutAlpha() throws {
        let image = render(width: 4, height: 4) { context in
            context.setFillColor(CGColor.white)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let data = try image.pngData()
        #expect(data[25] == 2)  // IHDR colour type: RGB
    }

    @Test func decodesGrayPaletteAndRGB() throws {
        let gray = try CGImage(pngData: PNGFixture.make(width: 2, height: 1, colorType: 0, rows: [[0, 200]]))
        #expect(gray.color(1, 0) == [200, 200, 200, 255])
        let palette = try CGImage(pngData: PNGFixture.make(
            width: 2, height: 1, colorType: 3, rows: [[1, 0]], palette: [255, 0, 0, 0, 0, 255], transparency: [255, 128]))
        #expect(palette.color(0, 0) == [0, 0, 255, 128])
        #expect(palette.color(1, 0) == [255, 0, 0, 255])
        let rgb = try CGImage(pngData: PNGFixture.make(width: 1, height: 2, colorType: 2, rows: [[1, 2, 3], [250, 251, 252]]))
        #expect(rgb.color(0, 1) == [250, 251, 252, 255])
        let sixteen = try CGImage(pngData: PNGFixture.make(width: 1, height: 1, bitDepth: 16, colorType: 0, rows: [[0xFF, 0xFF]]))
        #expect(sixteen.color(0, 0) == [255, 255, 255, 255])
    }

    @Test func corruptDataThrowsInsteadOfCrashing() throws {
        #expect(throws: PNGError.self) { try CGImage(pngData: Data()) }
        #expect(throws: PNGError.self) { try CGImage(pngData: Data("not a png at all".utf8)) }
        var garbage = Data(count: 4096)
        for i in garbage.indices { garbage[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        #expect(throws: PNGError.self) { try CGImage(pngData: garbage) }
        let valid = try render(width: 32, height: 32) { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 32, height: 32))
        }.pngData()
        for length in [8, 20, 33, 50, valid.count / 2, valid.count - 13] {
            #expect(throws: PNGError.self) { try CGImage(pngData: valid.prefix(length)) }
        }
        var flipped = valid
        flipped[valid.count / 2] ^= 0xFF
        #expect(throws: PNGError.self) { try CGImage(pngData: flipped) }
        let provider = CGDataProvider(data: Data("junk".utf8))!
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() {
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) {
            try CGImage(pngData: PNGFixture.header(width: 100_000, height: 100_000))
        }
        #expect(throws: PNGError.tooLarge(width: 20_000, height: 20_000)) {
            try CGImage(pngData: PNGFixture.header(width: 20_000, height: 20_000))
        }
    }

    @Test func aTinyFileClaimingAHugeImageIsRefusedByItsSizeBeforeDecoding() throws {
        let bomb = PNGFixture.header(width: 8192, height: 8192)
        #expect(bomb.count < 100)
        do {
            _ = try CGImage(pngData: bomb)
            Issue.record("decoded a 8192×8192 image from \(bomb.count) bytes")
        } catch {
            #expect("\(error)".contains("more than \(bomb.count) bytes can hold"), "refused by the size check, not by libpng")
        }
        // A real image that compresses extremely well still decodes.
        let context = try CGContext.bitmap(width: 2048, height: 1024)
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2048, height: 1024))
        let data = try context.makeImage()!.pngData()
        #expect(data.count < 20_000)
        let decoded = try CGImage(pngData: data)
        #expect(decoded.width == 2048 && decoded.rgba(atX: 2000, y: 1000).blue == 153)
    }
}
