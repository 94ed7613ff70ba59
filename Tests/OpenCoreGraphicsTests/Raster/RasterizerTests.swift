import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct RasterizerTests {
    @Test func fractionalEdgesGetTheirExactArea() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 10.25, y: 5.5, width: 10.5, height: 20))
        }
        #expect(image.alpha(9, 15) == 0)
        #expect(image.alpha(10, 15) == 191)  // 0.75 of the pixel
        #expect(image.alpha(15, 15) == 255)
        #expect(image.alpha(20, 15) == 191)  // 20...20.75
        #expect(image.alpha(21, 15) == 0)
        #expect(image.alpha(15, 5) == 128)  // half a row on top
        #expect(image.alpha(15, 25) == 128)  // and at the bottom: 25...25.5
        #expect(image.alpha(10, 5) == 96)  // 0.75 × 0.5 at the corner
    }

    @Test func diagonalEdgeCoversHalfOfEachPixelItCrosses() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 20, y: 0))
            context.addLine(to: CGPoint(x: 0, y: 20))
            context.fillPath()
        }
        #expect(image.alpha(5, 14) == 128)
        #expect(image.alpha(10, 9) == 128)
        #expect(image.alpha(5, 5) == 255)
        #expect(image.alpha(12, 12) == 0)
        #expect(abs(image.coveredArea - 200) < 0.5)
    }

    @Test func shapesSharingAnEdgeLeaveNoSeam() {
        // Additive blending sums coverage: a seam would show as alpha below 255 on the shared edge.
        let image = renderFlipped { context in
            context.setBlendMode(.plusLighter)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 2, y: 2, width: 13.3, height: 30))
            context.fill(CGRect(x: 15.3, y: 2, width: 20, height: 30))
            // Two triangles splitting a square along its diagonal.
            context.move(to: CGPoint(x: 2, y: 33)); context.addLine(to: CGPoint(x: 38, y: 33.7))
            context.addLine(to: CGPoint(x: 2, y: 39.9)); context.fillPath()
            context.move(to: CGPoint(x: 38, y: 33.7)); context.addLine(to: CGPoint(x: 38, y: 39.9))
            context.addLine(to: CGPoint(x: 2, y: 39.9)); context.fillPath()
        }
        for y in 3..<31 { #expect(image.alpha(15, y) == 255) }
        for x in 3..<37 { #expect(image.alpha(x, 36) == 255) }
    }

    @Test func evenOddLeavesTheHoleWindingFillsIt() {
        for (rule, expected) in [(CGPathFillRule.evenOdd, 0), (.winding, 255)] {
            let image = renderFlipped { context in
                context.setFillColor(CGColor.black)
                context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
                context.fillPath(using: rule)
            }
            #expect(image.alpha(20, 20) == expected)
            #expect(image.alpha(5, 5) == 255)
        }
    }

    @Test func oppositeSubpathsCancelUnderTheWindingRule() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.addLines(between: [
                CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 30), CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 10),
            ])
            context.fillPath()
        }
        #expect(image.alpha(20, 20) == 0)
    }

    @Test func largeCircleAreaShowsCurvesFlattenedFinely() {
        let radius: CGFloat = 400
        let image = render(width: 820, height: 820) { context in
            context.setFillColor(CGColor.black)
            context.fillEllipse(in: CGRect(x: 10, y: 10, width: radius * 2, height: radius * 2))
        }
        let exact = Double.pi * Double(radius * radius)
        // Chords sagging 0.1 px lose about (2/3)·0.1·perimeter; a 1 px flattening would lose ten times more.
        #expect(abs(image.coveredArea - exact) < 0.1 * 2 * .pi * Double(radius))
    }

    @Test func clippingByAPathMasksDrawing() {
        let image = renderFlipped { context in
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clip()
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.alpha(20, 20) == 255)
        #expect(image.alpha(1, 1) == 0)
        #expect(image.alpha(39, 39) == 0)
        let edge = image.alpha(20, 0)
        #expect(edge > 0 && edge < 255)
    }

    @Test func evenOddClipAndNestedClipsIntersect() {
        let image = renderFlipped { context in
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.clip(using: .evenOdd)
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 15))
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.alpha(5, 5) == 255)
        #expect(image.alpha(20, 12) == 0)  // the even-odd hole
        #expect(image.alpha(5, 20) == 0)  // below the rectangle clip
    }

    @Test func aFractionalRectangleClipCoversItsEdgePixelsByTheirShare() {
        let clip = CGRect(x: 5.25, y: 3.5, width: 20.4, height: 10.75)
        let clipped = renderFlipped { context in
            context.clip(to: clip)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let filled = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fill(clip)
        }
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(abs(clipped.alpha(x, y) - filled.alpha(x, y)) <= 1, "pixel \(x), \(y)")
            }
        }
        #expect(clipped.alpha(5, 8) == 191 && clipped.alpha(10, 8) == 255 && clipped.alpha(10, 3) == 128)
    }

    @Test func aShapedClipInsideAFractionalRectangleKeepsBoth() {
        let image = renderFlipped { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20.5, height: 40))
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clip()
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.alpha(10, 20) == 255)
        #expect(image.alpha(20, 20) >= 126 && image.alpha(20, 20) <= 129, "the rectangle's half-covered edge")
        #expect(image.alpha(30, 20) == 0 && image.alpha(1, 1) == 0, "outside the rectangle, outside the circle")
    }

    @Test func saveAndRestoreBringBackTheClip() {
        let image = renderFlipped { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.alpha(30, 30) == 255)
    }

    @Test func turningAntialiasingOffPaintsWholePixels() {
        let image = renderFlipped { context in
            context.setShouldAntialias(false)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 10.3, y: 10.7, width: 10, height: 10))
        }
        #expect(Set(image.pixels.map { $0 >> 24 }).isSubset(of: [0, 255]))
        #expect(image.alpha(10, 15) == 255)
        #expect(image.alpha(15, 10) == 0)
    }
}
