import Foundation

/// Read-only text: one or more lines that wrap to the width offered, in the environment's
/// font and foreground style.
///
/// ```swift
/// Text("Hello, \(name)")
///     .font(.headline)
///     .foregroundStyle(.secondary)
/// Text(verbatim: "Not localized") + Text(" bold").bold()
/// ```
///
/// Offered less width than its one-line width, text wraps; offered less height than its
/// lines need, it shows the lines that fit and ends the last with an ellipsis.
public struct Text: Sendable {
    /// A stretch of text with its own styling; `+` joins texts into several runs.
    struct Run: Sendable {
        var content: LocalizedStringKey
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var style: AnyShapeStyle?
        var kerning: CGFloat?
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var isMonospaced = false
        /// Where a Markdown link goes: tapping the run opens it.
        var link: URL?
    }

    var runs: [Run]

    /// Text of a localized string key (interpolations filled in). Markdown's inline styles
    /// in the key's literal text show as styles: `Text("Read **this** first")`.
    public init(_ key: LocalizedStringKey) {
        runs = InlineMarkdown.spans(of: key).map { span in
            var run = Run(content: LocalizedStringKey(segments: span.segments))
            if span.style.strong { run.weight = .bold }
            run.isItalic = span.style.emphasis
            run.strikethrough = span.style.strikethrough ? LineStyle() : nil
            run.isMonospaced = span.style.code
            if let link = span.style.link {
                run.style = AnyShapeStyle(TintShapeStyle())
                run.link = URL(string: link)
            }
            return run
        }
    }

    /// Text of a string, shown as it is. A string literal makes a localized key instead,
    /// as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: LocalizedStringKey(String(content)))] }

    /// Text of a string, shown as it is, never looked up for localization.
    public init(verbatim content: String) { runs = [Run(content: LocalizedStringKey(content))] }

    /// Text of an attributed string: each run in its own font, colour, kerning and link
    /// (``AttributeScopes/SwiftUIAttributes``), attributes it does not set coming from the
    /// environment.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { attributed in
            var run = Run(content: LocalizedStringKey(String(attributedContent[attributed.range].characters)))
            run.font = attributed.font
            run.style = attributed.foregroundColor.map { AnyShapeStyle($0) }
            if let spacing = attributed.tracking ?? attributed.kern, spacing.isFinite { run.kerning = spacing }
            if let link = attributed.link {
                run.link = link
                if run.style == nil { run.style = AnyShapeStyle(TintShapeStyle()) }
            }
            return run
        }
        if runs.isEmpty { runs = [Run(content: LocalizedStringKey(""))] }
    }

    /// Text made of an image, set in the line like a character: join it to other texts
    /// with `+`, or interpolate the image into a key.
    ///
    /// ```swift
    /// Text(Image(systemName: "checkmark.circle.fill")) + Text(" Saved")
    /// ```
    public init(_ image: Image) { runs = [Run(content: LocalizedStringKey(segments: [.image(image)]))] }

    /// The characters shown in the current locale.
    var plainString: String { runs.map { $0.content.text(for: .current) }.joined() }

    private func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { changingRuns { $0.font = font } }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { $0.weight = weight } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { changingRuns { $0.isItalic = true } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { changingRuns { $0.style = color.map { AnyShapeStyle($0) } } }
    /// The text in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { changingRuns { $0.style = AnyShapeStyle(style) } }
    /// The text with extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text { changingRuns { $0.kerning = kerning.isFinite ? kerning : 0 } }
    /// Adds `tracking` points between characters (the same spacing as kerning here: the
    /// text engine applies one uniform adjustment).
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// The text in the monospaced variant of its font, or not.
    public func monospaced(_ isActive: Bool = true) -> Text { changingRuns { $0.isMonospaced = isActive } }
    /// The text underlined, or not.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        changingRuns { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
    /// The text struck through, or not.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        changingRuns { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Two texts joined, each keeping its styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    /// What a text shows in an environment: each run's characters with its resolved font,
    /// colour and decorations. Comparing two tells whether the drawing changed.
    struct Resolved: Equatable {
        struct Run: Equatable {
            let string: String
            let font: Font
            let color: [CGFloat]
            let kerning: CGFloat?
            let underline: Decoration?
            let strikethrough: Decoration?
            /// The image an image run shows in place of its placeholder character.
            var image: UIImage?
            /// Where the run links to.
            var link: URL?
        }

        let runs: [Run]
        let category: UIContentSizeCategory
        var lineSpacing: CGFloat = 0

        var plainString: String { runs.map(\.string).joined() }

        /// The linked stretches of the text, in UTF-16 offsets.
        var links: [(range: NSRange, url: URL)] {
            var location = 0
            var result: [(NSRange, URL)] = []
            for run in runs {
                let length = (run.string as NSString).length
                if let link = run.link { result.append((NSRange(location: location, length: length), link)) }
                location += length
            }
            return result
        }

        /// The text as the label's own text, font and colour, when it is one run with
        /// nothing else to draw (no kerning, decoration, image, link or line spacing).
        var plainRun: (string: String, font: UIFont, color: UIColor)? {
            guard runs.count == 1, let run = runs.first, run.kerning == nil, run.underline == nil, run.strikethrough == nil,
                  run.image == nil, run.link == nil, lineSpacing == 0 else { return nil }
            return (run.string, run.font.uiFont(for: category), Self.color(of: run))
        }

        private static func color(of run: Run) -> UIColor { color(components: run.color) }

        private static func color(components given: [CGFloat]) -> UIColor {
            let components = given + [0, 0, 0, 1].dropFirst(given.count)
            return UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }

        /// The runs as attributed characters for UIKit's text drawing.
        var attributedString: NSAttributedString {
            let result = NSMutableAttributedString(string: plainString)
            var location = 0
            for run in runs {
                var attributes: [NSAttributedString.Key: Any] = [.font: run.font.uiFont(for: category), .foregroundColor: Self.color(of: run)]
                if let kerning = run.kerning { attributes[.kern] = kerning }
                if let underline = run.underline {
                    attributes[.underlineStyle] = underline.style.rawValue
                    if let color = underline.color { attributes[.underlineColor] = Self.color(components: color) }
                }
                if let strikethrough = run.strikethrough {
                    attributes[.strikethroughStyle] = strikethrough.style.rawValue
                    if let color = strikethrough.color { attributes[.strikethroughColor] = Self.color(components: color) }
                }
                if let image = run.image { attributes[.attachment] = NSTextAttachment(image: image) }
                if lineSpacing > 0 {
                    let paragraph = NSMutableParagraphStyle()
                    paragraph.lineSpacing = lineSpacing
                    attributes[.paragraphStyle] = paragraph
                }
                let length = (run.string as NSString).length
                result.setAttributes(attributes, range: NSRange(location: location, length: length))
                location += length
            }
            return result
        }
    }

    /// The text's runs resolved in an environment.
    func resolved(in environment: EnvironmentValues) -> Resolved {
        let defaultColor = ForegroundStyle().color(in: environment)
        let runs = runs.flatMap { run -> [Resolved.Run] in
            var font = run.font ?? environment.font ?? .body
            if font.design == nil, let design = environment.fontDesign { font.design = design }
            if let weight = run.weight { font = font.weight(weight) }
            if run.isItalic { font = font.italic() }
            if run.isMonospaced { font = font.monospaced() }
            let color = run.style.map { $0.color(in: environment) } ?? defaultColor
            return run.content.piecesSplitAtImages.map { piece -> Resolved.Run in
                var image: UIImage?
                var string = LocalizedStringKey.imagePlaceholder
                switch piece {
                case .image(let shown):
                    var sized = environment
                    sized.font = font
                    image = shown.uiImage(in: sized)
                case .text(let key):
                    string = key.text(for: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
                    string = environment.textCase.map { $0.apply(to: string, locale: environment.locale) } ?? string
                }
                return Resolved.Run(
                    string: string, font: font, color: color.rgbaComponents, kerning: run.kerning,
                    underline: (run.underline ?? environment.textUnderline).map { Resolved.Decoration($0, in: environment) },
                    strikethrough: (run.strikethrough ?? environment.textStrikethrough).map { Resolved.Decoration($0, in: environment) },
                    image: image, link: run.link)
            }
        }
        return Resolved(runs: runs, category: environment.contentSizeCategory, lineSpacing: environment.lineSpacing)
    }
}

extension UIColor {
    /// Red, green, blue and alpha of a resolved colour.
    var rgbaComponents: [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let label = node.platformView(ofType: TextView.self) { TextView() }
        label.fitting = TextView.Fitting(
            lineBreakMode: environment.truncationMode.lineBreakMode, minimumScaleFactor: environment.minimumScaleFactor,
            allowsTightening: environment.allowsTightening)
        label.show(
            resolved(in: environment),
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment.nsTextAlignment(for: environment.layoutDirection),
            transition: environment.contentTransition, animation: context.transaction.animation)
        label.openURL = environment.openURL
        node.setLayout(TextLayoutBehavior(label: label))
        node.removeChildren(from: 0)
    }
}

/// Text's sizing: its one-line width at most, wrapping to narrower proposals.
struct TextLayoutBehavior: NodeLayout {
    let label: TextView

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        label.size(for: proposal).roundedUp(toScale: node.environment.displayScale)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}
