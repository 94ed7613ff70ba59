import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` draws from an `AttributedString`: font, foreground colour,
    /// kerning and tracking, with Foundation's (a run's `link` opens when tapped).
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello, world")
    /// greeting.font = .title.bold()
    /// greeting[greeting.range(of: "world")!].foregroundColor = .orange
    /// Text(greeting)
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// Extra space after each character, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Extra space between characters, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// Extra space after each character.
        public let kern: KerningAttribute
        /// Extra space between characters.
        public let tracking: TrackingAttribute
        /// Foundation's attributes (links among them).
        public let foundation: AttributeScopes.FoundationAttributes
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as properties of attributed strings and their runs.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
