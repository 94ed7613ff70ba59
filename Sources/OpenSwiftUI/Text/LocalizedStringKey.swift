import Foundation

/// The key of a localized string, written as a string literal with interpolations:
/// `Text("Taps: \(count)")` makes one.
///
/// Differs from SwiftUI: OpenSwiftUI has no string tables yet, so a key shows as written,
/// its interpolations filled in.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// Literal text, and values formatted for the environment's locale when shown.
    enum Segment: Equatable, Sendable {
        case text(String)
        /// An interpolated string: shown as it is, never read as Markdown.
        case verbatim(String)
        case integer(Int64)
        /// A date shown in a style, formatted when shown (see `Text+Dates.swift`).
        case date(Date, Text.DateStyle)
        /// A range of dates, formatted when shown.
        case dateRange(Date, Date)
        /// An image set in the line, sized to the text's font.
        case image(Image)
    }

    /// The character an image stands for in the text: Unicode's object replacement character.
    static let imagePlaceholder = "\u{FFFC}"

    let segments: [Segment]

    /// A key of the given text.
    public init(_ value: String) { segments = [.text(value)] }

    public init(stringLiteral value: String) { segments = [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    init(segments: [Segment]) { self.segments = segments }

    /// The text for a locale: whole numbers grouped as the locale groups them ("9,730" in
    /// English, "9.730" in German), as SwiftUI shows them.
    func text(for locale: Locale, timeZone: TimeZone = .current, calendar: Calendar = .current) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text), .verbatim(let text): text
            case .integer(let value): value.formatted(.number.locale(locale))
            case .date(let date, let style): style.format(date, locale: locale, timeZone: timeZone, calendar: calendar)
            case .dateRange(let start, let end): Text.DateStyle.formatRange(start, end, locale: locale, timeZone: timeZone, calendar: calendar)
            case .image: Self.imagePlaceholder
            }
        }.joined()
    }

    /// Builds a key from literal text and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { segments.append(.verbatim(string)) }

        /// A whole number, grouped for the locale when shown.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.integer(Int64(clamping: value)))
        }

        /// A value, as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.verbatim(String(describing: value))) }

        /// A text's characters.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.verbatim(text.plainString)) }

        /// An image set in the line: a symbol sized to the font, as in `Text("Rated \(Image(systemName: "star.fill"))")`.
        public mutating func appendInterpolation(_ image: Image) { segments.append(.image(image)) }
    }
}
