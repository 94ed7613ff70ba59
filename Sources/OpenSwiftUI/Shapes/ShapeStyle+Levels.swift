import Foundation

/// A style at a level of prominence: the base style faded as the hierarchical levels are.
public struct _LevelledShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvingStyle {
    let base: Base
    let level: Int

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        base.paint(in: environment).fading(by: HierarchicalShapeStyle.opacity(ofLevel: level))
    }
}

/// A style with its opacity multiplied.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvingStyle {
    let base: Base
    let opacity: Double

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        base.paint(in: environment).fading(by: CGFloat(opacity.isFinite ? min(1, max(0, opacity)) : 1))
    }
}

extension ShapeStyle {
    /// This style at the secondary level of prominence.
    public var secondary: _LevelledShapeStyle<Self> { _LevelledShapeStyle(base: self, level: 1) }
    /// This style at the tertiary level.
    public var tertiary: _LevelledShapeStyle<Self> { _LevelledShapeStyle(base: self, level: 2) }
    /// This style at the quaternary level.
    public var quaternary: _LevelledShapeStyle<Self> { _LevelledShapeStyle(base: self, level: 3) }

    /// This style with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapePaint {
    /// The paint with every colour's alpha multiplied by `factor`.
    func fading(by factor: CGFloat) -> ShapePaint {
        guard factor < 1 else { return self }
        func fade(_ stops: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
            stops.map { ResolvedGradientStop(color: $0.color.copy(alpha: $0.color.alpha * factor) ?? $0.color, location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(color.withAlphaComponent(color.cgColor.alpha * factor))
        case .linear(let stops, let start, let end): return .linear(fade(stops), start: start, end: end)
        case .radial(let stops, let center, let from, let to): return .radial(fade(stops), center: center, startRadius: from, endRadius: to)
        case .elliptical(let stops, let center, let from, let to): return .elliptical(fade(stops), center: center, startFraction: from, endFraction: to)
        case .angular(let stops, let center, let from, let to): return .angular(fade(stops), center: center, start: from, end: to)
        case .image: return self
        case .mesh(let mesh):
            return .mesh(MeshPaint(
                columns: mesh.columns, rows: mesh.rows, points: mesh.points,
                colors: mesh.colors.map { $0.copy(alpha: $0.alpha * factor) ?? $0 },
                background: mesh.background.copy(alpha: mesh.background.alpha * factor) ?? mesh.background, smooth: mesh.smooth))
        }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground: `.primary` content takes the
    /// first style, `.secondary` content the second.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Title")
    ///     Text("Subtitle").foregroundStyle(.secondary)
    /// }
    /// .foregroundStyle(.blue, .gray)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.foregroundLevels, [AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary levels of the foreground.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.foregroundLevels, [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
}

private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The styles `foregroundStyle(_:_:)` set for the levels; empty when none.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}
