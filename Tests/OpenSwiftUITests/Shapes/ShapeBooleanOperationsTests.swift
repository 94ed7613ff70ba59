import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct ShapeBooleanOperationsTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    @Test func subtractingCutsACrescent() throws {
        let moon = Circle().subtracting(Circle().offset(x: 20)).fill(red).frame(width: 40, height: 40)
        let shot = try #require(Rendered(moon))
        #expect(shot.pixel(5, 20).red > 240, "the left edge of the first circle stays")
        #expect(shot.pixel(30, 20).alpha == 0, "the second circle's area is cut out")
    }

    @Test func intersectionKeepsOnlyTheOverlap() throws {
        let lens = Circle().intersection(Circle().offset(x: 20)).fill(red).frame(width: 40, height: 40)
        let shot = try #require(Rendered(lens))
        #expect(shot.pixel(5, 20).alpha == 0)
        #expect(shot.pixel(30, 20).red > 240)
    }

    @Test func unionAndSymmetricDifferenceOfShapes() throws {
        let union = Rectangle().inset(by: 10).union(Circle().offset(x: 20)).fill(red).frame(width: 40, height: 40)
        let unionShot = try #require(Rendered(union))
        #expect(unionShot.pixel(15, 20).red > 240 && unionShot.pixel(36, 20).red > 240)
        #expect(unionShot.pixel(2, 2).alpha == 0)
        let xor = Rectangle().symmetricDifference(Rectangle().offset(x: 20)).fill(red).frame(width: 40, height: 20)
        let xorShot = try #require(Rendered(xor))
        #expect(xorShot.pixel(10, 10).red > 240)
        #expect(xorShot.pixel(30, 10).alpha == 0, "both fill the right half, so it is left empty")
    }

    @Test func lineOperationsKeepPartsOfTheOutline() throws {
        let view = Rectangle().lineSubtraction(Circle().scale(1.2)).stroke(red, lineWidth: 2).frame(width: 40, height: 40)
        let shot = try #require(Rendered(view))
        #expect(shot.pixel(0, 0).red > 200 && shot.pixel(0, 0).alpha > 100, "the corners of the square are outside the circle")
        #expect(shot.pixel(20, 0).alpha < 40, "the middle of each side lies inside the circle and is cut")
        let kept = Rectangle().lineIntersection(Rectangle().inset(by: -5)).stroke(red, lineWidth: 2).frame(width: 40, height: 40)
        #expect(try #require(Rendered(kept)).pixel(20, 0).red > 200)
    }

    @Test func pathOperationsAndNormalizing() {
        var doubled = Path()
        doubled.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        doubled.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(!doubled.normalized().contains(CGPoint(x: 50, y: 50)))
        #expect(doubled.normalized(eoFill: false).contains(CGPoint(x: 50, y: 50)))
        let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10)), b = Path(CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(a.union(b).boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(a.intersection(b).boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(a.subtracting(b).boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(a.symmetricDifference(b).contains(CGPoint(x: 12, y: 5)))
        #expect(Path().union(Path()).isEmpty)
    }
}

/// Two circles combined by union or intersection, erased to one shape type.
private struct CombinedCircles: View {
    var intersects: Bool
    var body: some View {
        let shape = intersects ? AnyShape(Circle().intersection(Circle().offset(x: 20))) : AnyShape(Circle().union(Circle().offset(x: 20)))
        return shape.fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
    }
}

extension ShapeBooleanOperationsTests {
    @Test func changingTheOperationRedrawsTheShape() {
        let hosted = Hosted(CombinedCircles(intersects: false), size: CGSize(width: 40, height: 40), scale: 1)
        #expect(hosted.redPixels(inRow: 20) > 35)
        hosted.controller.rootView = CombinedCircles(intersects: true)
        hosted.window.layoutIfNeeded()
        let lens = hosted.redPixels(inRow: 20)
        #expect(lens > 15 && lens < 25, "only the overlap from x = 20 on is left: \(lens)")
    }
}
