import Foundation

extension NSString {
    /// How string drawing lays out and measures text (Apple's `NSStringDrawingOptions`).
    public struct DrawingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Lay out in lines within the given width, from the rectangle's top left; without
        /// it, the text is one line and the origin is the first baseline.
        public static let usesLineFragmentOrigin = DrawingOptions(rawValue: 1 << 0)
        /// Use the font's leading for line heights (what OpenUIKit always does).
        public static let usesFontLeading = DrawingOptions(rawValue: 1 << 1)
        /// Measure glyph bounds rather than typographic bounds (typographic bounds here).
        public static let usesDeviceMetrics = DrawingOptions(rawValue: 1 << 3)
        /// End the last line that fits with an ellipsis when the text does not fit.
        public static let truncatesLastVisibleLine = DrawingOptions(rawValue: 1 << 5)
    }
}
