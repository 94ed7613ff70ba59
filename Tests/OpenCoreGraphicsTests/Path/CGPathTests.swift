import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGPathTests {
    @Test func elementsComeBackThroughApplyWithBlock() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 4, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 7), control2: CGPoint(x: 8, y: 8))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var lastPoints: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addCurveToPoint {
                lastPoints = (0..<3).map { element.pointee.points[$0] }
            }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(lastPoints == [CGPoint(x: 6, y: 7), CGPoint(x: 8, y: 8), CGPoint(x: 9, y: 9)])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func boundingBoxIncludesControlPointsButPathBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 50) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func windingAndEvenOddDisagreeInsideARing() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)))
        #expect(!ring.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test func copyUsingTransformMovesEveryPoint() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var t = CGAffineTransform(translationX: 5, y: -5)
        let moved = path.copy(using: &t)!
        #expect(moved.boundingBox == CGRect(x: 5, y: -5, width: 10, height: 10))
        #expect(moved.rectangle == CGRect(x: 5, y: -5, width: 10, height: 10))
        var found = CGRect.zero
        #expect(moved.isRect(&found) && found.minX == 5)
    }

    @Test func arcDirectionFollowsCoreGraphics() {
        // Counterclockwise (clockwise: false) from 0 to π/2 passes through positive y.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.boundingBoxOfPath.maxY > 9.99 && ccw.boundingBoxOfPath.minY > -1e-9)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // The long way round: three quarters, reaching negative x and y.
        #expect(cw.boundingBoxOfPath.minX < -9.99 && cw.boundingBoxOfPath.minY < -9.99)
        #expect(abs(cw.currentPoint.y - 10) < 1e-9)
    }

    @Test func tangentArcMeetsBothLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        #expect(path.contains(CGPoint(x: 90, y: 5)))
    }

    @Test func ellipseAndRoundedRectAreClosedCurves() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        let bounds = path.boundingBoxOfPath
        #expect(abs(bounds.width - 40) < 1e-9 && abs(bounds.height - 20) < 1e-9)
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 5, y: 20)))
    }

    @Test func flatteningStaysWithinTolerance() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let c1 = CGPoint(x: 300, y: 900), c2 = CGPoint(x: 700, y: -600), end = CGPoint(x: 1000, y: 200)
        path.addCurve(to: end, control1: c1, control2: c2)
        var polyline: [CGPoint] = []
        path.forEachPolyline(tolerance: 0.1) { points, _ in polyline = points }
        var worst: CGFloat = 0
        for step in 0...2000 {
            let t = CGFloat(step) / 2000, mt = 1 - t
            let p = c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + end * (t * t * t)
            worst = max(worst, Self.distance(from: p, to: polyline))
        }
        #expect(worst <= 0.1)
        #expect(polyline.count < 400)
    }

    private static func distance(from p: CGPoint, to polyline: [CGPoint]) -> CGFloat {
        var best = CGFloat.infinity
        for i in 0..<(polyline.count - 1) {
            let a = polyline[i], b = polyline[i + 1]
            let ab = b - a
            let t = max(0, min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / max(1e-12, ab.x * ab.x + ab.y * ab.y)))
            best = min(best, p.distance(to: a + ab * t))
        }
        return best
    }
}
