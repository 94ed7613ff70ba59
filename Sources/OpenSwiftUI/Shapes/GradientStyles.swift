import Foundation

/// A gradient along a line between two points of the filled shape's frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 20)
///     .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
///
/// It is also a view that fills the space it is offered.
public struct LinearGradient: ShapeStyle, PaintResolvingStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through colours spaced evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .linear(gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
    }

}

/// A gradient in circles around a centre, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, PaintResolvingStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient between two circles around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .radial(gradient.resolvedStops(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }

}

/// A radial gradient stretched to the filled frame: its radii are fractions of the frame's
/// size, so the circles become ellipses in a frame that is not square.
public struct EllipticalGradient: ShapeStyle, PaintResolvingStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame (0.5 reaches its edges).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .elliptical(gradient.resolvedStops(in: environment), center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }

}

/// A gradient that goes around a centre: the colour changes with the angle, clockwise from
/// `startAngle` to `endAngle` (0° points to the trailing side).
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, PaintResolvingStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle`. Under a full turn, the rest of the turn
    /// goes to the end colour then the start colour, meeting halfway.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI draws a whole turn when the angles are equal.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// A gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// A whole turn through colours, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .angular(gradient.resolvedStops(in: environment), center: center, start: startAngle, end: endAngle)
    }

}

/// Gradients are views that fill what they are offered, as a rectangle filled with them.
protocol FillingStyleView: ShapeStyle, View, PrimitiveView where Body == Never {}

extension FillingStyleView {
    public var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        Rectangle().fill(self).update(node, context: context)
    }
}

extension LinearGradient: View, FillingStyleView {
    public typealias Body = Never
}

extension RadialGradient: View, FillingStyleView {
    public typealias Body = Never
}

extension EllipticalGradient: View, FillingStyleView {
    public typealias Body = Never
}

extension AngularGradient: View, FillingStyleView {
    public typealias Body = Never
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient between two circles.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient stretched to the frame.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through colours.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient between two angles.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
