import Foundation

/// Colours at locations along a line from 0 to 1: what gradient styles spread.
///
/// ```swift
/// let sunset = Gradient(stops: [
///     .init(color: .orange, location: 0),
///     .init(color: .pink, location: 0.6),
///     .init(color: .purple, location: 1),
/// ])
/// ```
///
/// Stops are drawn in location order whatever order they are given in; locations outside
/// 0…1 are clamped and NaN ones dropped. A gradient is itself a style: it fills top to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it lies, 0 at the start and 1 at the end.
        public var location: CGFloat

        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, as given.
    public var stops: [Stop]

    /// A gradient through stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through colours spaced evenly.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The stops in drawing order with their colours in `environment`: sorted by location
    /// (stable), clamped to 0…1, NaN locations dropped.
    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradientStop] {
        stops.enumerated()
            .filter { !$0.element.location.isNaN }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { ResolvedGradientStop(color: $0.element.color.resolvedColor(in: environment).cgColor, location: min(1, max(0, $0.element.location))) }
    }
}

/// A gradient stop with its colour resolved.
struct ResolvedGradientStop: Equatable {
    let color: CGColor
    let location: CGFloat
}

extension Gradient: PaintResolvingStyle {
    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        .linear(resolvedStops(in: environment), start: .top, end: .bottom)
    }
}

extension Color {
    /// A gentle gradient of this colour, lighter at the top, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self.mix(with: .white, by: 0.18), self]))
    }

    /// This colour mixed toward another by `fraction` (0 this colour, 1 the other).
    func mix(with other: Color, by fraction: Double) -> Color {
        let (base, toward) = (uiColor, other.uiColor)
        let f = CGFloat(min(1, max(0, fraction.isFinite ? fraction : 0)))
        return Color(uiColor: UIColor { traits in
            let a = base.resolvedColor(with: traits).cgColor.sRGBComponents, b = toward.resolvedColor(with: traits).cgColor.sRGBComponents
            return UIColor(
                red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha)
        })
    }
}

/// A gradient of any kind, as `Color.gradient` gives; it fills top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintResolvingStyle {
    let gradient: Gradient

    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint { gradient.resolvedPaint(in: environment) }
}
