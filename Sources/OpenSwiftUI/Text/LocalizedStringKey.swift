import Foundation

/// The key of a localized string, written as a string literal with interpolations:
/// `Text("Taps: \(count)")` makes one.
///
/// Differs from SwiftUI: OpenSwiftUI has no string tables yet, so a key shows as written,
/// its interpolations filled in.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    /// A key of the given text.
    public init(_ value: String) { text = value }

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a key from literal text and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// A value, as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        /// A text's characters.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainString }
    }
}
