import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// GIF files as ImageMagick writes them: a transparent colour, interlaced rows, an
/// animation (its first frame is shown), and broken ones.
@MainActor
@Suite("GIF images")
struct GIFImageTests {
    private func image(_ name: String) -> UIImage? { fixtureImage(name, "gif") }

    @Test func theFirstFrameDecodesWithItsTransparency() throws {
        let transparent = try #require(image("transparent")?.cgImage)
        #expect(transparent.width == 30 && transparent.height == 20)
        let red = transparent.rgba(atX: 5, y: 10), clear = transparent.rgba(atX: 20, y: 10)
        #expect(red.red == 255 && red.green == 0 && red.alpha == 255 && clear.alpha == 0, "\(red) \(clear)")
        let interlaced = try #require(image("interlaced")?.cgImage)
        let top = interlaced.rgba(atX: 15, y: 0), bottom = interlaced.rgba(atX: 15, y: 39), middle = interlaced.rgba(atX: 15, y: 20)
        #expect(top.red > 230 && bottom.blue > 230, "rows in order after de-interlacing: \(top) \(bottom)")
        #expect(middle.red > 80 && middle.blue > 80, "\(middle)")
        let animated = try #require(image("animated")?.cgImage)
        let first = animated.rgba(atX: 10, y: 10)
        #expect(first.green > 100 && first.red < 30, "the first frame, green: \(first)")
    }

    @Test func brokenGIFsGiveNil() {
        #expect(image("corrupt") == nil)
        #expect(image("huge-header") == nil, "a screen of 60000 × 60000 is refused before reading")
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
    }
}
