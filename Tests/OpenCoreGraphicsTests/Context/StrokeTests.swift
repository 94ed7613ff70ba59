import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct StrokeTests {
    private func strokedLine(cap: CGLineCap) -> CGImage {
        renderFlipped(width: 60, height: 20) { context in
            context.setLineWidth(10)
            context.setLineCap(cap)
            context.setStrokeColor(CGColor.black)
            context.move(to: CGPoint(x: 20, y: 10))
            context.addLine(to: CGPoint(x: 40, y: 10))
            context.strokePath()
        }
    }

    @Test func lineWidthIsCenteredOnThePath() {
        let image = strokedLine(cap: .butt)
        #expect(image.alpha(30, 5) == 255 && image.alpha(30, 14) == 255)
        #expect(image.alpha(30, 4) == 0 && image.alpha(30, 15) == 0)
        #expect(abs(image.coveredArea - 200) < 0.5)
    }

    @Test func capsExtendTheEnds() {
        #expect(strokedLine(cap: .butt).alpha(17, 10) == 0)
        #expect(strokedLine(cap: .square).alpha(16, 10) == 255)
        #expect(abs(strokedLine(cap: .square).coveredArea - 300) < 0.5)
        let round = strokedLine(cap: .round)
        #expect(round.alpha(16, 10) == 255)
        #expect(round.alpha(15, 5) == 0)  // the corner the square cap would fill
        #expect(abs(round.coveredArea - (200 + .pi * 25)) < 1)
    }

    private func corner(join: CGLineJoin, miterLimit: CGFloat = 10) -> CGImage {
        renderFlipped(width: 60, height: 60) { context in
            context.setLineWidth(10)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.setStrokeColor(CGColor.black)
            context.move(to: CGPoint(x: 10, y: 30))
            context.addLine(to: CGPoint(x: 40, y: 30))
            context.addLine(to: CGPoint(x: 40, y: 55))
            context.strokePath()
        }
    }

    @Test func joinsShapeTheOuterCorner() {
        // The outer corner of the turn is at (45, 25).
        #expect(corner(join: .miter).alpha(44, 25) == 255)
        #expect(corner(join: .bevel).alpha(44, 25) == 0)
        #expect(corner(join: .round).alpha(44, 25) == 0)
        #expect(corner(join: .round).alpha(43, 27) == 255)
        // A limit below √2 turns the right-angle miter into a bevel.
        #expect(corner(join: .miter, miterLimit: 1.2).alpha(44, 25) == 0)
    }

    private func dashedLine(phase: CGFloat) -> CGImage {
        renderFlipped(width: 100, height: 10) { context in
            context.setLineWidth(4)
            context.setLineDash(phase: phase, lengths: [10, 5])
            context.setStrokeColor(CGColor.black)
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 100, y: 5))
            context.strokePath()
        }
    }

    @Test func dashesLeaveGaps() {
        let image = dashedLine(phase: 0)
        #expect(image.alpha(5, 5) == 255)
        #expect(image.alpha(12, 5) == 0)
        #expect(image.alpha(20, 5) == 255)
        #expect(image.alpha(27, 5) == 0)
        let phased = dashedLine(phase: 10)
        #expect(phased.alpha(2, 5) == 0)
        #expect(phased.alpha(8, 5) == 255)
    }

    @Test func scaledCTMScalesTheLineWidth() {
        let image = renderFlipped(width: 60, height: 30) { context in
            context.scaleBy(x: 3, y: 3)
            context.setLineWidth(2)
            context.setStrokeColor(CGColor.black)
            context.move(to: CGPoint(x: 2, y: 5))
            context.addLine(to: CGPoint(x: 18, y: 5))
            context.strokePath()
        }
        #expect(image.alpha(30, 12) == 255 && image.alpha(30, 17) == 255)
        #expect(image.alpha(30, 11) == 0 && image.alpha(30, 18) == 0)
    }

    @Test func strokedPathCopyContainsTheBand() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outline = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 2)))
        #expect(outline.contains(CGPoint(x: 50, y: -4)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
        #expect(!outline.contains(CGPoint(x: 50, y: -6)))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [10, 10])
        var subpaths = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { subpaths += 1 } }
        #expect(subpaths >= 15 && subpaths <= 17)  // about π·100 / 20
    }

    @Test func zeroLengthSubpathWithRoundCapDrawsADot() {
        let image = renderFlipped { context in
            context.setLineWidth(10)
            context.setLineCap(.round)
            context.setStrokeColor(CGColor.black)
            context.move(to: CGPoint(x: 20, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.strokePath()
        }
        #expect(image.alpha(20, 20) == 255)
        #expect(abs(image.coveredArea - .pi * 25) < 1)
    }
}
