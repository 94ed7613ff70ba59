import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct BlendModeTests {
    /// Fills the left half with `destination`, then the whole square with `source` in `mode`.
    private func blended(_ mode: CGBlendMode, source: CGColor, destination: CGColor) -> (covered: [Int], bare: [Int]) {
        let image = renderFlipped(width: 4, height: 2) { context in
            context.setFillColor(destination)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(mode)
            context.setFillColor(source)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        return (image.color(0, 0), image.color(3, 0))
    }

    private let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    private let orange = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)

    @Test func separableModesMatchTheirFormulas() {
        #expect(close(blended(.multiply, source: gray, destination: gray).covered, [64, 64, 64, 255]))
        #expect(close(blended(.screen, source: gray, destination: gray).covered, [191, 191, 191, 255]))
        // overlay = hard light with the layers swapped: backdrop 0.5 → 2·s·b.
        #expect(close(blended(.overlay, source: orange, destination: gray).covered, [255, 153, 51, 255]))
        #expect(close(blended(.darken, source: orange, destination: gray).covered, [128, 128, 51, 255]))
        #expect(close(blended(.difference, source: orange, destination: gray).covered, [127, 25, 77, 255]))
    }

    @Test func additiveModesClampAtTheEnds() {
        #expect(close(blended(.plusLighter, source: gray, destination: orange).covered, [255, 255, 179, 255]))
        // plusDarker: max(0, 1 − ((1 − d) + (1 − s))).
        #expect(close(blended(.plusDarker, source: gray, destination: orange).covered, [128, 26, 0, 255]))
    }

    @Test func porterDuffModesUseTheDestinationAlpha() {
        let halfRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let sourceIn = blended(.sourceIn, source: halfRed, destination: gray)
        #expect(close(sourceIn.covered, [255, 0, 0, 128]))
        #expect(sourceIn.bare[3] == 0)
        let out = blended(.destinationOut, source: halfRed, destination: gray)
        #expect(close(out.covered, [128, 128, 128, 128]))
        let copy = blended(.copy, source: halfRed, destination: gray)
        #expect(close(copy.covered, [255, 0, 0, 128]))
        let clear = blended(.clear, source: halfRed, destination: gray)
        #expect(clear.covered[3] == 0)
        let normal = blended(.normal, source: halfRed, destination: gray)
        #expect(close(normal.covered, [191, 64, 64, 255]))
        #expect(close(normal.bare, [255, 0, 0, 128]))
    }

    @Test func nonSeparableModesKeepTheirComponent() {
        let luminosity = blended(.luminosity, source: gray, destination: orange).covered
        // The backdrop's hue with the source's (lower) luminosity: darker, same ordering of channels.
        #expect(luminosity[0] > luminosity[1] && luminosity[1] > luminosity[2])
        #expect(luminosity[0] < 255)
        let saturation = blended(.saturation, source: gray, destination: orange).covered
        #expect(abs(saturation[0] - saturation[2]) <= 1)
    }

    @Test func partialCoverageMixesTheBlendResultIn() {
        let image = renderFlipped(width: 4, height: 2) { context in
            context.setFillColor(gray)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            context.setBlendMode(.multiply)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0.5, y: 0, width: 3, height: 2))
        }
        // Half covered: halfway between gray and gray × black.
        #expect(close(image.color(0, 0), [64, 64, 64, 255]))
        #expect(close(image.color(1, 0), [0, 0, 0, 255]))
    }

    @Test func globalAlphaScalesTheSource() {
        let image = renderFlipped(width: 2, height: 2) { context in
            context.setAlpha(0.5)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.alpha(0, 0) == 128)
    }
}
