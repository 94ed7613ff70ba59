import Foundation

/// A way to fill a shape or colour text: a ``Color``, the hierarchical styles
/// (`.primary`, `.secondary`…), or the tint.
///
/// OpenSwiftUI resolves the styles it declares (colours, gradients, hierarchical levels, the
/// tint); a style type of your own fills with the primary style. Text takes a gradient's
/// first colour.
public protocol ShapeStyle: Sendable {}

/// A style that is a colour in an environment.
protocol ColorResolvingStyle {
    func resolvedColor(in environment: EnvironmentValues) -> UIColor
}

extension ShapeStyle {
    /// The colour this style paints with in `environment`.
    func color(in environment: EnvironmentValues) -> UIColor {
        if let colored = self as? any ColorResolvingStyle { return colored.resolvedColor(in: environment) }
        if let painting = self as? any PaintResolvingStyle { return painting.resolvedPaint(in: environment).representativeColor }
        return HierarchicalShapeStyle.primary.resolvedColor(in: environment)
    }
}

/// The levels of foreground content: primary text, secondary text, and so on.
public struct HierarchicalShapeStyle: ShapeStyle, ColorResolvingStyle {
    let level: Int

    /// The first level: body text.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: captions and details.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// How opaque each level is against the first, when the levels fade one style.
    static func opacity(ofLevel level: Int) -> CGFloat { [1, 0.6, 0.3, 0.18][min(max(0, level), 3)] }

    func resolvedColor(in environment: EnvironmentValues) -> UIColor {
        // Levels set with `foregroundStyle(_:_:)` first; the last one set serves deeper levels, faded.
        let levels = environment.foregroundLevels
        if !levels.isEmpty {
            let index = min(level, levels.count - 1)
            var levelsFreeEnvironment = environment
            levelsFreeEnvironment.foregroundLevels = []
            let color = levels[index].color(in: levelsFreeEnvironment)
            guard level >= levels.count else { return color }
            return color.withAlphaComponent(color.cgColor.alpha * Self.opacity(ofLevel: level - index))
        }
        // Inside a tinted foreground (a button's label) the levels are that colour faded.
        if let base = environment.foregroundStyle, level > 0 {
            // The base is resolved outside itself: a hierarchical base (`.secondary` set on a
            // stack) would otherwise resolve through itself forever.
            var outer = environment
            outer.foregroundStyle = nil
            // A level set on a container (`.foregroundStyle(.secondary)`) is that level's colour.
            if base.base is HierarchicalShapeStyle { return resolvedColor(in: outer) }
            let color = base.color(in: outer)
            return color.withAlphaComponent(color.cgColor.alpha * Self.opacity(ofLevel: level))
        }
        let colors: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        return colors[min(level, 3)].resolvedColor(with: environment.resolvingTraits)
    }
}

/// The current foreground style, for shapes that fill with what text around them uses.
public struct ForegroundStyle: ShapeStyle, PaintResolvingStyle {
    /// The foreground style.
    public init() {}

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        environment.foregroundStyle?.paint(in: environment) ?? .color(HierarchicalShapeStyle.primary.resolvedColor(in: environment))
    }
}

/// The tint colour of the environment (the accent colour unless `tint(_:)` set one).
public struct TintShapeStyle: ShapeStyle, ColorResolvingStyle {
    /// The tint style.
    public init() {}

    func resolvedColor(in environment: EnvironmentValues) -> UIColor {
        (environment.tint ?? Color.accentColor).resolvedColor(in: environment)
    }
}

/// A style of any type.
public struct AnyShapeStyle: ShapeStyle, PaintResolvingStyle {
    let base: any ShapeStyle

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { base = style }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint { base.paint(in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Body text's style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary text's style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    /// Traits that resolve dynamic colours for this environment: its colour scheme and contrast.
    var resolvingTraits: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light),
            UITraitCollection(accessibilityContrast: colorSchemeContrast == .increased ? .high : .normal),
        ])
    }
}

extension View {
    /// Colours text and shapes inside with a style.
    ///
    /// ```swift
    /// Text("Done").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Colours text and shapes inside; `nil` goes back to the primary style.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Sets the tint of controls inside (a button's label, a selection).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
