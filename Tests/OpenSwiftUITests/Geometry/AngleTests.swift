import Foundation
import Testing
@testable import OpenSwiftUI

@Suite struct AngleTests {
    @Test func anglesAddScaleAndNegate() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9)
        #expect(Angle.radians(1) * 2 == .radians(2))
        #expect(2 * Angle.radians(1) == .radians(2))
        #expect(Angle.radians(3) / 3 == .radians(1))
        #expect(-Angle.radians(1) == .radians(-1))
        var angle = Angle.radians(1)
        angle += .radians(1)
        angle *= 3
        angle -= .radians(2)
        angle /= 2
        #expect(angle == .radians(2))
        #expect(Angle.radians(-2).magnitude == 2)
    }

    @Test func animatableDataIsRadiansScaledAndRoundTrips() {
        var angle = Angle.degrees(45)
        #expect(abs(angle.animatableData - .pi / 4 * 128) < 1e-9)
        let start = Angle.degrees(10), end = Angle.degrees(50)
        angle.animatableData = start.animatableData + (end.animatableData - start.animatableData) * 0.5
        #expect(abs(angle.degrees - 30) < 1e-9)
    }
}
