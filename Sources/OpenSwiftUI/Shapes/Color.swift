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

    /// The system's red colour, adapting to dark mode and contrast.
    public static let red = Color(uiColor: .systemRed)
    /// The system's orange colour, adapting to dark mode and contrast.
    public static let orange = Color(uiColor: .systemOrange)
    /// The system's yellow colour, adapting to dark mode and contrast.
    public static let yellow = Color(uiColor: .systemYellow)
    /// The system's green colour, adapting to dark mode and contrast.
    public static let green = Color(uiColor: .systemGreen)
    /// The system's mint colour, adapting to dark mode and contrast.
    public static let mint = Color(uiColor: .systemMint)
    /// The system's teal colour, adapting to dark mode and contrast.
    public static let teal = Color(uiColor: .systemTeal)
    /// The system's cyan colour, adapting to dark mode and contrast.
    public static let cyan = Color(uiColor: .systemCyan)
    /// The system's blue colour, adapting to dark mode and contrast.
    public static let blue = Color(uiColor: .systemBlue)
    /// The system's indigo colour, adapting to dark mode and contrast.
    public static let indigo = Color(uiColor: .systemIndigo)
    /// The system's purple colour, adapting to dark mode and contrast.
    public static let purple = Color(uiColor: .systemPurple)
    /// The system's pink colour, adapting to dark mode and contrast.
    public static let pink = Color(uiColor: .systemPink)
    /// The system's brown colour, adapting to dark mode and contrast.
    public static let brown = Color(uiColor: .systemBrown)
    /// The system's gray colour, adapting to dark mode and contrast.
    public static let gray = Color(uiColor: .systemGray)
    /// White.
    public static let white = Color(uiColor: .white)
    /// Black.
    public static let black = Color(uiColor: .black)
    /// Clear.
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
    /// The system's red colour, adapting to dark mode and contrast.
    public static var red: Color { Color.red }
    /// The system's orange colour, adapting to dark mode and contrast.
    public static var orange: Color { Color.orange }
    /// The system's yellow colour, adapting to dark mode and contrast.
    public static var yellow: Color { Color.yellow }
    /// The system's green colour, adapting to dark mode and contrast.
    public static var green: Color { Color.green }
    /// The system's mint colour, adapting to dark mode and contrast.
    public static var mint: Color { Color.mint }
    /// The system's teal colour, adapting to dark mode and contrast.
    public static var teal: Color { Color.teal }
    /// The system's cyan colour, adapting to dark mode and contrast.
    public static var cyan: Color { Color.cyan }
    /// The system's blue colour, adapting to dark mode and contrast.
    public static var blue: Color { Color.blue }
    /// The system's indigo colour, adapting to dark mode and contrast.
    public static var indigo: Color { Color.indigo }
    /// The system's purple colour, adapting to dark mode and contrast.
    public static var purple: Color { Color.purple }
    /// The system's pink colour, adapting to dark mode and contrast.
    public static var pink: Color { Color.pink }
    /// The system's brown colour, adapting to dark mode and contrast.
    public static var brown: Color { Color.brown }
    /// The system's gray colour, adapting to dark mode and contrast.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// Clear.
    public static var clear: Color { Color.clear }
}
