import Foundation
import OpenUIKit

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour.
    ///
    /// ```swift
    /// Text("Draft").strikethrough(pattern: .dash, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// A line's dashes.
        public struct Pattern: Hashable, Sendable {
            let underlineStyle: NSUnderlineStyle

            /// An unbroken line.
            public static let solid = Pattern(underlineStyle: .patternSolid)
            /// Dots.
            public static let dot = Pattern(underlineStyle: .patternDot)
            /// Dashes.
            public static let dash = Pattern(underlineStyle: .patternDash)
            /// Dashes and dots.
            public static let dashDot = Pattern(underlineStyle: .patternDashDot)
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(underlineStyle: .patternDashDotDot)
        }

        /// The line's pattern.
        let pattern: Pattern
        /// The line's colour; `nil` draws it in the text's colour.
        let color: Color?

        /// A line of `pattern` in `color` (the text's colour when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()

        /// A line in the style of an attributed string's underline: its pattern (thickness
        /// and doubling draw as one line) and colour.
        public init?(nsUnderlineStyle: NSUnderlineStyle) {
            guard nsUnderlineStyle.rawValue != 0 else { return nil }
            self.init(pattern: Pattern(underlineStyle: NSUnderlineStyle(rawValue: nsUnderlineStyle.rawValue & 0x0700)))
        }
    }
}

extension Text.Resolved {
    /// A line as drawn: its attributed-string style and its colour, resolved.
    struct Decoration: Equatable {
        let style: NSUnderlineStyle
        let color: [CGFloat]?

        init(_ line: Text.LineStyle, in environment: EnvironmentValues) {
            style = NSUnderlineStyle(rawValue: NSUnderlineStyle.single.rawValue | line.pattern.underlineStyle.rawValue)
            color = line.color.map { $0.resolvedColor(in: environment).rgbaComponents }
        }
    }
}

extension View {
    /// Underlines the text inside the view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Strikes through the text inside the view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}

private struct TextUnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct TextStrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// The underline the text inside draws, set by `View.underline(_:pattern:color:)`.
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }

    /// The strikethrough the text inside draws.
    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }
}
