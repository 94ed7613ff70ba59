import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// HEIC photos, as iPhones take them, and AVIF, through libheif.
@MainActor
@Suite("HEIF images")
struct HEIFImageTests {
    @Test(arguments: ["heic", "avif"])
    func aHEIFFileDecodes(_ format: String) throws {
        let image = try #require(fixtureImage("two-colours", format)?.cgImage)
        #expect(image.width == 32 && image.height == 24)
        let top = image.rgba(atX: 16, y: 3), bottom = image.rgba(atX: 16, y: 20)
        #expect(top.red > 220 && top.blue < 50 && top.alpha == 255, "red on top: \(top)")
        #expect(bottom.blue > 220 && bottom.red < 50, "blue below: \(bottom)")
        let url = try #require(Bundle.module.url(forResource: "two-colours", withExtension: format, subdirectory: "Images"))
        let source = try #require(CGImageSourceCreateWithURL(url, nil))
        #expect(CGImageSourceGetType(source) == "public.\(format)" && CGImageSourceGetCount(source) == 1)
    }

    @Test func truncatedAndFakeHEIFGiveNil() throws {
        #expect(fixtureImage("truncated", "heic") == nil)
        var fake = Data([0, 0, 0, 0x18]) + Data("ftypheic".utf8) + Data(repeating: 0, count: 12)
        #expect(UIImage(data: fake) == nil)
        fake.append(Data(repeating: 0xFF, count: 64))
        #expect(throws: HEIFError.invalidData) { try CGImage(heifData: fake) }
    }
}
