import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Images tagged with an ICC profile (here Display P3, as iPhone photos are) show in sRGB
/// with their intended colours; `CGColorSpace(iccData:)` reads the same profile.
@MainActor
@Suite("ICC profiles")
struct ColorProfileTests {
    /// The file's pixels are (64, 160, 220) in Display P3; this is that colour in sRGB.
    private var expected: (CGFloat, CGFloat, CGFloat) {
        let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
        let colour = CGColor(colorSpace: p3, components: [64 / 255, 160 / 255, 220 / 255, 1])!
        let c = colour.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components!
        return (c[0] * 255, c[1] * 255, c[2] * 255)
    }

    @Test(arguments: ["jpg", "png", "webp"])
    func taggedImagesAreConvertedToSRGB(_ format: String) throws {
        let image = try #require(fixtureImage("p3-blue", format)?.cgImage)
        let pixel = image.rgba(atX: 5, y: 5)
        let want = expected
        // JPEG's compression moves values by a few steps.
        let tolerance: CGFloat = format == "jpg" ? 4 : 1.5
        #expect(abs(CGFloat(pixel.red) - want.0) <= tolerance && abs(CGFloat(pixel.green) - want.1) <= tolerance
                && abs(CGFloat(pixel.blue) - want.2) <= tolerance, "\(pixel) vs \(want)")
        #expect(abs(CGFloat(pixel.red) - 64) > 10, "the profile changed the colour: \(pixel)")
    }

    @Test func aProfileFileMakesAColourSpace() throws {
        let url = try #require(Bundle.module.url(forResource: "display-p3", withExtension: "icc", subdirectory: "Images"))
        let data = try Data(contentsOf: url)
        let space = try #require(CGColorSpace(iccData: data))
        #expect(space.copyICCData() == data && space.model == .rgb)
        let colour = CGColor(colorSpace: space, components: [64 / 255, 160 / 255, 220 / 255, 1])!
        let c = colour.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components!
        let want = expected
        #expect(abs(c[0] * 255 - want.0) < 1 && abs(c[1] * 255 - want.1) < 1 && abs(c[2] * 255 - want.2) < 1, "\(c) vs \(want)")
        #expect(CGColorSpace(iccData: data.prefix(200)) == nil, "a truncated profile")
    }
}
