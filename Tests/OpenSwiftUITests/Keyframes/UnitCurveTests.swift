import Foundation
import Testing
@testable import OpenSwiftUI

@Suite struct UnitCurveTests {
    @Test func velocityIsTheCurvesSlope() {
        #expect(abs(UnitCurve.linear.velocity(at: 0.3) - 1) < 1e-6)
        #expect(UnitCurve.easeInOut.velocity(at: 0.5) > 1.5)
        #expect(UnitCurve.easeIn.velocity(at: 0.01) < 0.1)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.6 / 0.8) < 1e-9)
        #expect(UnitCurve.easeOut.velocity(at: .nan).isFinite)
    }

    @Test func theInverseUndoesTheCurve() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            for x in stride(from: 0.05, to: 1, by: 0.15) {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-4, "\(curve) at \(x)")
            }
            #expect(curve.inverse.inverse == curve)
        }
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-9)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-9)
        #expect(UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
        let slope = UnitCurve.easeInOut.velocity(at: 0.5)
        #expect(abs(UnitCurve.easeInOut.inverse.velocity(at: 0.5) - 1 / slope) < 1e-3)
    }
}

@Suite struct LogicallyCompleteAnimationTests {
    @Test func anAnimationCountsAsLogicallyCompleteAfterTheTimeGiven() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.25)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.1, context: &context)
        #expect(!context.isLogicallyComplete)
        let value = animation.animate(value: 1.0, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(value == 0.5, "the curve itself is unchanged")
        #expect(Animation.linear(duration: 1).logicallyComplete(after: .nan) == Animation.linear(duration: 1).logicallyComplete(after: 0))
    }
}
