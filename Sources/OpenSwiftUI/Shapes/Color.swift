import Foundation

/// A colour, which is also a view that fills the space it is offered.
///
/// ```swift
/// ZStack {
///     Color.orange
///     Text("Ready")
/// }
/// ```
///
/// The named colours are UIKit's system colours: they adapt to dark mode and to
/// Increase Contrast.
public struct Color: Hashable, Sendable, ShapeStyle, ColorResolvingStyle {
    let uiColor: UIColor

    /// A colour from a UIKit colour (dynamic colours stay dynamic).
    public init(uiColor: UIColor) { self.uiColor = uiColor }

    /// A colour from a UIKit colour.
    public init(_ uiColor: UIColor) { self.uiColor = uiColor }

    /// A colour from sRGB components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    /// A grey from white 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
    }

    /// A colour from hue, saturation and brightness between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness), alpha: CGFloat(opacity))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isFinite ? min(1, max(0, opacity)) : 1
        let base = uiColor
        return Color(uiColor: UIColor { traits in
            let resolved = base.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * CGFloat(factor))
        })
    }

    func resolvedColor(in environment: EnvironmentValues) -> UIColor {
        uiColor.resolvedColor(with: environment.resolvingTraits)
    }

    public static let red = Color(uiColor: .systemRed)
    public static let orange = Color(uiColor: .systemOrange)
    public static let yellow = Color(uiColor: .systemYellow)
    public static let green = Color(uiColor: .systemGreen)
    public static let mint = Color(uiColor: .systemMint)
    public static let teal = Color(uiColor: .systemTeal)
    public static let cyan = Color(uiColor: .systemCyan)
    public static let blue = Color(uiColor: .systemBlue)
    public static let indigo = Color(uiColor: .systemIndigo)
    public static let purple = Color(uiColor: .systemPurple)
    public static let pink = Color(uiColor: .systemPink)
    public static let brown = Color(uiColor: .systemBrown)
    public static let gray = Color(uiColor: .systemGray)
    public static let white = Color(uiColor: .white)
    public static let black = Color(uiColor: .black)
    public static let clear = Color(uiColor: .clear)
    /// The colour of primary text.
    public static let primary = Color(uiColor: .label)
    /// The colour of secondary text.
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent colour (system blue).
    public static let accentColor = Color(uiColor: .systemBlue)
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        Rectangle().fill(self).update(node, context: context)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}
