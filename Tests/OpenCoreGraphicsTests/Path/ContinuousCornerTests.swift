import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct ContinuousCornerTests {
    /// The first cubic of the path and its curvature where it leaves the straight edge.
    private func curvatureAtFirstCurveStart(_ style: CGRoundedCornerStyle) -> CGFloat {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadii: CGCornerRadii(all: 40), style: style)
        var start = CGPoint.zero
        var curve: [CGPoint]?
        path.applyWithBlock { element in
            let e = element.pointee
            if curve == nil, e.type == .addCurveToPoint {
                curve = [start, e.points[0], e.points[1], e.points[2]]
            }
            switch e.type {
            case .moveToPoint, .addLineToPoint: start = e.points[0]
            case .addQuadCurveToPoint: start = e.points[1]
            case .addCurveToPoint: start = e.points[2]
            default: break
            }
        }
        let p = curve!
        let d1 = (p[1] - p[0]) * 3
        let d2 = (p[0] - p[1] * 2 + p[2]) * 6
        return abs(d1.x * d2.y - d1.y * d2.x) / pow(d1.length, 3)
    }

    @Test func continuousCornersStartWithZeroCurvature() {
        #expect(curvatureAtFirstCurveStart(.continuous) < 1e-9)
        // A circular corner jumps straight to about 1/r.
        #expect(curvatureAtFirstCurveStart(.circular) > 0.5 / 40)
    }

    @Test func continuousCornerBeginsFurtherFromTheCorner() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let continuous = CGMutablePath()
        continuous.addContinuousRoundedRect(in: rect, cornerRadius: 40)
        let circular = CGMutablePath()
        circular.addRoundedRect(in: rect, cornerRadii: CGCornerRadii(all: 40), style: .circular)
        // Just inside the top edge, 34 pt from the corner: the circular arc has barely begun,
        // the continuous curve (starting 1.53 r = 61 pt out) has already bent further away.
        let probe = CGPoint(x: 166, y: 0.7)
        #expect(circular.contains(probe))
        #expect(!continuous.contains(probe))
        // Both leave the corner point itself outside.
        #expect(!continuous.contains(CGPoint(x: 198, y: 2)) && !circular.contains(CGPoint(x: 198, y: 2)))
        #expect(continuous.contains(CGPoint(x: 100, y: 100)))
    }

    @Test func radiiThatDoNotFitShrinkIntoACapsule() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 120, height: 40), cornerRadii: CGCornerRadii(all: 100), style: .continuous)
        let bounds = path.boundingBoxOfPath
        #expect(abs(bounds.width - 120) < 1e-6 && abs(bounds.height - 40) < 1e-6)
        #expect(path.contains(CGPoint(x: 60, y: 20)))
        #expect(path.contains(CGPoint(x: 1, y: 20)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func perCornerRadiiShapeOnlyTheirCorner() {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 100, height: 100),
            cornerRadii: CGCornerRadii(minXMinY: 30, maxXMinY: 0, maxXMaxY: 0, minXMaxY: 0), style: .continuous)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 99.5, y: 99.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 99.5)))
    }
}
