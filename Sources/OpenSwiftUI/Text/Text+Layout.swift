import Foundation

extension Text {
    /// Where text that does not fit is cut and the ellipsis goes.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end of the line".
        case head
        /// At the end: "Start of the li…".
        case tail
        /// In the middle: "Start…the line".
        case middle

        var lineBreakMode: NSLineBreakMode {
            switch self {
            case .head: return .byTruncatingHead
            case .tail: return .byTruncatingTail
            case .middle: return .byTruncatingMiddle
            }
        }
    }

    /// A case text is shown in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        /// Capitals.
        case uppercase
        /// Small letters.
        case lowercase

        /// `string` in this case, by the locale's rules (Turkish dotted capitals, say).
        func apply(to string: String, locale: Locale) -> String {
            switch self {
            case .uppercase: return string.uppercased(with: locale)
            case .lowercase: return string.lowercased(with: locale)
            }
        }
    }
}

private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

extension EnvironmentValues {
    /// Where text that does not fit is cut; at the end by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink (a fraction of its font size) to fit before it is cut; 1 by
    /// default. Values outside 0…1 and NaN are clamped to that range (NaN is 1).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue.isNaN ? 1 : min(1, max(0, newValue)) }
    }

    /// Whether a line of text that does not fit draws its characters closer together (by
    /// up to 5% of the font's size) before it is cut; `false` by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The case text is shown in; as written when `nil`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The design of text inside whose font names none (`fontDesign(_:)`).
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// Extra space between lines of text, in points; negative and non-finite values are 0.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue.isFinite ? max(0, newValue) : 0 }
    }
}

extension View {
    /// Sets where text that does not fit is cut.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets text shrink down to `factor` of its font size to fit before it is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Lets a line of text draw its characters closer together to fit before it is cut.
    ///
    /// ```swift
    /// Text("Quarterly results").lineLimit(1).allowsTightening(true)
    /// ```
    /// Differs from SwiftUI: only text limited to one line tightens.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Shows text inside in capitals or small letters; `nil` shows it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets the design of text inside whose font names none: `.serif`, `.monospaced`…
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// Adds space between the lines of text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
}
