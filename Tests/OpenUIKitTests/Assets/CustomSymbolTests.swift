import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Symbol sets in asset catalogs: the SVG the SF Symbols app exports, and plain SVG.
@MainActor
@Suite("Custom symbols")
struct CustomSymbolTests {
    private func alpha(_ image: UIImage, atPointX x: CGFloat, y: CGFloat) -> UInt8 {
        guard let bitmap = image.cgImage else { return 0 }
        return bitmap.rgba(atX: Int(x * image.scale), y: Int(y * image.scale)).alpha
    }

    @Test func aTemplateSymbolDrawsItsRegularVariantAtBodySize() throws {
        let symbol = try #require(UIImage(named: "Triangle", in: .module, compatibleWith: nil))
        #expect(symbol.isSymbolImage && symbol.renderingMode == .alwaysTemplate)
        // 70 template units at a 100-point font, drawn for 17-point body text.
        #expect(abs(symbol.size.width - 11.9) < 0.4 && abs(symbol.size.height - 11.9) < 0.4, "\(symbol.size)")
        let size = symbol.size
        #expect(alpha(symbol, atPointX: size.width / 2, y: size.height * 0.15) > 200, "the apex is filled")
        #expect(alpha(symbol, atPointX: size.width / 2, y: size.height * 0.78) < 30, "the even-odd hole is open")
    }

    @Test func theConfigurationPicksTheVariantAndSize() throws {
        let bold = try #require(UIImage(named: "Triangle", in: .module, with: UIImage.SymbolConfiguration(pointSize: 34, weight: .heavy)))
        #expect(abs(bold.size.height - 34 * 0.83) < 0.6, "the bold variant, 83 units tall: \(bold.size)")
        #expect(alpha(bold, atPointX: bold.size.width / 2, y: bold.size.height * 0.75) > 200, "no hole in the bold variant")
        let regular = try #require(UIImage(named: "Triangle", in: .module, compatibleWith: nil))
        let larger = regular.withConfiguration(UIImage.SymbolConfiguration(pointSize: 100))
        #expect(abs(larger.size.width - 70) < 1, "redrawn, not scaled: \(larger.size)")
    }

    @Test func aPlainSVGFillsThePointSize() throws {
        let ring = try #require(UIImage(named: "Ring", in: .module, compatibleWith: nil))
        #expect(abs(ring.size.height - 17 * 20 / 24) < 0.5, "the drawing's 20 of the view box's 24 units: \(ring.size)")
        let size = ring.size
        #expect(alpha(ring, atPointX: size.width * 0.05, y: size.height / 2) > 150, "the ring's left edge")
        #expect(alpha(ring, atPointX: size.width * 0.3, y: size.height / 2) < 30, "inside the ring")
        #expect(alpha(ring, atPointX: size.width / 2, y: size.height / 2) > 150, "the bar in the middle")
    }

    @Test func brokenSymbolsGiveNil() {
        #expect(UIImage(named: "BrokenSymbol", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "NoSuchSymbol", in: .module, with: UIImage.SymbolConfiguration(weight: .bold)) == nil)
    }
}

/// SVG path data as SVG defines it.
@Suite struct SVGPathDataTests {
    @Test func arcsMakeCirclesAndRelativeCommandsFollowThePen() {
        let circle = SVGPathData("M12 2a10 10 0 1 0 0.001 0z").path.boundingBoxOfPath
        #expect(abs(circle.minX - 2) < 0.1 && abs(circle.maxX - 22) < 0.1 && abs(circle.minY - 2) < 0.1 && abs(circle.maxY - 22) < 0.1, "\(circle)")
        let relative = SVGPathData("m10 10 l5 0 5 5 h-10 v-5z").path.boundingBoxOfPath
        #expect(relative == CGRect(x: 10, y: 10, width: 10, height: 5), "implicit repeats and relative moves: \(relative)")
        let curves = SVGPathData("M0 0 C0 10 10 10 10 0 S20 -10 20 0 Q25 5 30 0 T40 0").path
        #expect(curves.boundingBoxOfPath.maxX == 40)
    }

    @Test func badDataKeepsWhatCameBefore() {
        #expect(SVGPathData("M0 0 L10 10 L20 x 30 30").path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(SVGPathData("L5 5").path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5), "drawing before a move starts at the origin")
        #expect(SVGPathData("M0 0 L1e400 5").path.boundingBoxOfPath.width == 0, "an infinite coordinate ends the path")
        #expect(SVGPathData("").path.isEmpty)
        #expect(SVGPathData("M0 0 A0 5 0 0 1 10 0").path.boundingBoxOfPath.width == 10, "a zero radius is a line")
        #expect(SVGPathData("M0,0a1,1,0,0010,0").path.boundingBoxOfPath.maxY >= 4.9, "flags written without separators")
    }
}
