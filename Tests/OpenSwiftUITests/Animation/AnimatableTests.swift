import Foundation
import OpenSwiftUI
import Testing

/// A shape with a parameter, as users write them.
private struct Squircle: Shape {
    var smoothness: CGFloat
    var animatableData: CGFloat {
        get { smoothness }
        set { smoothness = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: smoothness * min(rect.width, rect.height) / 2) }
}

/// A shape with two parameters.
private struct Wedge: Shape {
    var start: Double, end: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A vector type of the user's own.
private struct Vector3: VectorArithmetic, Animatable {
    var x = 0.0, y = 0.0, z = 0.0
    static var zero: Vector3 { Vector3() }
    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    mutating func scale(by rhs: Double) { x *= rhs; y *= rhs; z *= rhs }
    var magnitudeSquared: Double { x * x + y * y + z * z }
}

@Suite struct AnimatableTests {
    @Test func numbersScaleAndInterpolate() {
        #expect(2.0.scaled(by: 1.5) == 3)
        #expect(Float(4).scaled(by: 0.25) == 1)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.3) == 13)
        var value = 1.0
        value.interpolate(towards: 3, amount: 0.5)
        #expect(value == 2)
        #expect((-3.0).magnitudeSquared == 9)
    }

    @Test func pairsActComponentByComponent() {
        let a = AnimatablePair(1.0, CGFloat(2)), b = AnimatablePair(3.0, CGFloat(-2))
        #expect((a + b).first == 4 && (a + b).second == 0)
        #expect((b - a).first == 2 && (b - a).second == -4)
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, CGFloat(4)))
        #expect(a.magnitudeSquared == 5)
        #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0, 0))
        #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(2.0, CGFloat(0)))
    }

    @Test func shapesExposeWhatAnimatesAndOthersNothing() {
        var squircle = Squircle(smoothness: 0.2)
        squircle.animatableData = squircle.animatableData.interpolated(towards: 0.6, amount: 0.5)
        #expect(abs(squircle.smoothness - 0.4) < 1e-12)
        var wedge = Wedge(start: 0, end: 90)
        wedge.animatableData = wedge.animatableData.interpolated(towards: AnimatablePair(90, 270), amount: 0.5)
        #expect(wedge.start == 45 && wedge.end == 180)
        var circle = Circle()
        circle.animatableData = EmptyAnimatableData()
        #expect(circle.animatableData == .zero)
        #expect(EmptyAnimatableData().scaled(by: 7).magnitudeSquared == 0)
    }

    @Test func geometryAndUserVectorsAnimateAsThemselves() {
        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData = rect.animatableData.interpolated(
            towards: CGRect(x: 10, y: 20, width: 30, height: 50).animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 30))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = point.animatableData.scaled(by: 3)
        #expect(point == CGPoint(x: 3, y: 6))
        var vector = Vector3(x: 1, y: 2, z: 2)
        #expect(vector.animatableData.magnitudeSquared == 9)
        vector.animatableData = .zero
        #expect(vector.magnitudeSquared == 0)
    }
}
