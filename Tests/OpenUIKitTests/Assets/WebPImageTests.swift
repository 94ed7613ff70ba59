import Foundation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// WebP files, lossy and lossless with alpha, as `cwebp` writes them, and a corrupt one.
@MainActor
@Suite("WebP images")
struct WebPImageTests {
    private func image(_ name: String) -> UIImage? { fixtureImage(name, "webp") }

    @Test func lossyAndLosslessWebPDecode() throws {
        let lossy = try #require(image("lossy")?.cgImage)
        #expect(lossy.width == 48 && lossy.height == 32)
        let top = lossy.rgba(atX: 24, y: 0), bottom = lossy.rgba(atX: 24, y: 31)
        #expect(top.red > 230 && top.green > 180 && top.blue < 40, "yellow at the top: \(top)")
        #expect(bottom.red > 100 && bottom.green < 30 && bottom.blue > 220, "purple at the bottom: \(bottom)")
        let alpha = try #require(image("lossless-alpha")?.cgImage)
        let left = alpha.rgba(atX: 2, y: 10), right = alpha.rgba(atX: 15, y: 10)
        #expect(left.red == 255 && abs(Int(left.alpha) - 128) <= 1, "half-transparent red, kept exactly: \(left)")
        #expect(right.alpha == 0, "transparent")
    }

    @Test func corruptWebPGivesNil() {
        #expect(image("corrupt") == nil)
        #expect(UIImage(data: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == nil)
    }

    @Test func aWebPInAnImageViewMatchesItsReference() throws {
        let picture = try #require(image("lossy"))
        let view = UIImageView(image: picture)
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 32)
        assertSnapshot(of: view as UIView, as: .image(perceptualPrecision: 0.98, traits: UITraitCollection(displayScale: 2)), named: "lossy")
    }
}
