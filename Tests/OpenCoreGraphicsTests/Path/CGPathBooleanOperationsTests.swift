import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGPathBooleanOperationsTests {
    private let left = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
    private let right = CGPath(rect: CGRect(x: 40, y: 0, width: 60, height: 40), transform: nil)

    /// The area a path fills, summed from its polygons' signed areas (holes run the other way).
    private func area(_ path: CGPath) -> CGFloat {
        var total: CGFloat = 0
        path.forEachPolyline(tolerance: 0.01) { points, _ in
            var twice: CGFloat = 0
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                twice += a.x * b.y - b.x * a.y
            }
            total += twice / 2
        }
        return abs(total)
    }

    @Test func unionIntersectionAndDifferencesOfOverlappingRectangles() {
        #expect(abs(area(left.union(right)) - 4000) < 0.01)
        #expect(abs(area(left.intersection(right)) - 800) < 0.01)
        #expect(abs(area(left.subtracting(right)) - 1600) < 0.01)
        #expect(abs(area(left.symmetricDifference(right)) - 3200) < 0.01)
        #expect(left.intersection(right).boundingBoxOfPath == CGRect(x: 40, y: 0, width: 20, height: 40))
        #expect(left.subtracting(right).contains(CGPoint(x: 10, y: 10)))
        #expect(!left.subtracting(right).contains(CGPoint(x: 50, y: 10)))
    }

    @Test func curvesAreFlattenedCloseToTheirArea() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let square = CGPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100), transform: nil)
        let quarter = circle.intersection(square)
        #expect(abs(area(quarter) - .pi * 2500 / 4) < 1)
        #expect(quarter.contains(CGPoint(x: 60, y: 60)))
        #expect(!quarter.contains(CGPoint(x: 95, y: 95)))
    }

    @Test func theFillRuleDecidesWhatASelfOverlappingPathFills() {
        let doubled = CGMutablePath()
        doubled.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        doubled.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(abs(area(doubled.normalized(using: .winding)) - 10000) < 0.01)
        let evenOdd = doubled.normalized(using: .evenOdd)
        #expect(abs(area(evenOdd) - 7500) < 0.01)
        #expect(!evenOdd.contains(CGPoint(x: 50, y: 50)))
        #expect(!evenOdd.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(evenOdd.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func componentsAreTheConnectedPiecesWithTheirHoles() {
        let shapes = CGMutablePath()
        shapes.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        shapes.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        shapes.addRect(CGRect(x: 40, y: 40, width: 20, height: 20))
        shapes.addEllipse(in: CGRect(x: 200, y: 0, width: 40, height: 40))
        let pieces = shapes.componentsSeparated(using: .evenOdd)
        #expect(pieces.count == 3)
        let bounds = Set(pieces.map { $0.boundingBoxOfPath.integral })
        #expect(bounds.contains(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(bounds.contains(CGRect(x: 40, y: 40, width: 20, height: 20)))
        #expect(bounds.contains(CGRect(x: 200, y: 0, width: 40, height: 40)))
        let ring = pieces.first { $0.boundingBoxOfPath.width == 100 }
        #expect(ring.map { !$0.contains(CGPoint(x: 50, y: 50)) } == true)
        #expect(CGPath(segments: []).componentsSeparated().isEmpty)
    }

    @Test func linesAreClippedByTheOtherPathsArea() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -20, y: 20))
        line.addLine(to: CGPoint(x: 120, y: 20))
        let inside = line.lineIntersection(left)
        #expect(inside.boundingBoxOfPath == CGRect(x: 0, y: 20, width: 60, height: 0))
        let outside = line.lineSubtracting(left)
        #expect(outside.boundingBoxOfPath == CGRect(x: -20, y: 20, width: 140, height: 0))
        var subpaths = 0
        outside.applyWithBlock { if $0.pointee.type == .moveToPoint { subpaths += 1 } }
        #expect(subpaths == 2)
    }

    @Test func intersectsTellsWhetherTheAreasOverlap() {
        let far = CGPath(rect: CGRect(x: 500, y: 0, width: 10, height: 10), transform: nil)
        #expect(left.intersects(right))
        #expect(!left.intersects(far))
    }

    @Test func flattenedKeepsCurvesWithinTheThreshold() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        let coarse = circle.flattened(threshold: 1)
        let fine = circle.flattened(threshold: 0.01)
        var coarseCount = 0, fineCount = 0
        coarse.applyWithBlock { element in
            #expect(element.pointee.type != .addCurveToPoint)
            coarseCount += 1
        }
        fine.applyWithBlock { _ in fineCount += 1 }
        #expect(fineCount > coarseCount * 5)
        #expect(abs(area(fine) - .pi * 10000) < 10)
        _ = circle.flattened(threshold: .nan)
        _ = circle.flattened(threshold: 0)
    }

    @Test func badGeometryGivesAnEmptyOrClampedResultNeverACrash() {
        let nan = CGPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), transform: nil)
        #expect(nan.union(nan).isEmpty)
        let huge = CGPath(rect: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), transform: nil)
        let clipped = huge.intersection(left)
        #expect(abs(area(clipped) - 2400) < 0.01)
        #expect(!huge.union(left).isEmpty)
        let empty = CGPath(segments: [])
        #expect(empty.union(empty).isEmpty)
        #expect(empty.subtracting(left).isEmpty)
        #expect(abs(area(left.subtracting(empty)) - 2400) < 0.01)
    }
}

extension CGPathBooleanOperationsTests {
    @Test func aClosedLineThatIsNotCutStaysClosed() {
        let ring = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let inside = ring.lineIntersection(CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        var types: [CGPathElementType] = []
        inside.applyWithBlock { types.append($0.pointee.type) }
        #expect(types.first == .moveToPoint)
        #expect(types.last == .closeSubpath)
        #expect(inside.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 20, height: 20))
    }
}
