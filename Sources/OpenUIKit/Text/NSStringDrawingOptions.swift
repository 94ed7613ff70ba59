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

/// Settings and results of one string-drawing call (Apple's `NSStringDrawingContext`).
///
/// OpenUIKit does not shrink text to fit, so `actualScaleFactor` is always 1.
open class NSStringDrawingContext {
    /// The smallest factor text may be shrunk by to fit (not applied by OpenUIKit).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor text was shrunk by: always 1 here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call's text took.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no shrinking.
    public init() {}
}
