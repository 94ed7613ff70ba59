import Foundation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// JPEG files as cameras and encoders write them: baseline, progressive, gray and CMYK,
/// cut short or corrupt.
@MainActor
@Suite("JPEG images")
struct JPEGImageTests {
    private func image(_ name: String) -> UIImage? { fixtureImage(name, "jpg") }

    private func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int), within tolerance: Int = 12) -> Bool {
        abs(Int(pixel.red) - expected.0) <= tolerance && abs(Int(pixel.green) - expected.1) <= tolerance
            && abs(Int(pixel.blue) - expected.2) <= tolerance && pixel.alpha == 255
    }

    @Test func everyKindOfJPEGDecodes() throws {
        let baseline = try #require(image("baseline")?.cgImage)
        #expect(baseline.width == 64 && baseline.height == 48)
        #expect(near(baseline.rgba(atX: 32, y: 0), (255, 0, 0)) && near(baseline.rgba(atX: 32, y: 47), (0, 0, 255)), "red at the top, blue at the bottom")
        let progressive = try #require(image("progressive")?.cgImage)
        #expect(near(progressive.rgba(atX: 10, y: 1), (0, 255, 0), within: 16) && near(progressive.rgba(atX: 10, y: 46), (0, 0, 0), within: 16))
        let gray = try #require(image("gray")?.cgImage)
        #expect(near(gray.rgba(atX: 5, y: 0), (255, 255, 255)) && near(gray.rgba(atX: 5, y: 19), (0, 0, 0)))
        let cmyk = try #require(image("cmyk")?.cgImage)
        #expect(near(cmyk.rgba(atX: 16, y: 16), (0, 160, 255), within: 24), "\(cmyk.rgba(atX: 16, y: 16))")
    }

    @Test func brokenFilesGiveNilOrWhatTheyHold() throws {
        #expect(image("corrupt") == nil)
        #expect(image("huge-header") == nil, "a header claiming 60000 × 60000 is refused before decoding")
        let truncated = try #require(image("truncated")?.cgImage, "a file cut short keeps the rows it has")
        #expect(truncated.width == 64 && near(truncated.rgba(atX: 32, y: 0), (255, 0, 0)))
        #expect(truncated.rgba(atX: 32, y: 47).alpha == 255, "the missing rows are opaque grey")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
    }

    @Test func imagesRoundTripThroughJPEGData() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        let best = try #require(drawn.jpegData(compressionQuality: 1))
        let smallest = try #require(drawn.jpegData(compressionQuality: 0))
        #expect(CGImage.looksLikeJPEG(best) && smallest.count <= best.count)
        let decoded = try #require(UIImage(data: best)?.cgImage)
        let orange = drawn.cgImage!.rgba(atX: 20, y: 15)
        #expect(near(decoded.rgba(atX: 20, y: 15), (Int(orange.red), Int(orange.green), Int(orange.blue)), within: 4))
    }

    @Test func aJPEGInAnImageViewMatchesItsReference() throws {
        let picture = try #require(image("baseline"))
        let view = UIImageView(image: picture)
        view.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
        assertSnapshot(of: view as UIView, as: .image(perceptualPrecision: 0.98, traits: UITraitCollection(displayScale: 2)), named: "baseline")
    }
}
