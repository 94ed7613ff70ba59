import Foundation

extension UIView {
    /// Which of a view's margins and dimensions grow or shrink when its superview resizes.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits (Apple's values).
        public let rawValue: UInt
        /// A mask of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the left grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes when its superview's bounds change (none by default). Applies to
    /// views whose frames are not set by Auto Layout.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateStorage?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether subviews resize by their masks when this view's bounds change (`true`).
    public var autoresizesSubviews: Bool {
        get { layoutStateStorage?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// Resizes subviews by their autoresizing masks after this view's size changed from
    /// `oldSize`: along each axis the change is shared among the flexible parts (margins and
    /// length) in proportion to their current sizes, as UIKit does.
    func resizeSubviewsByAutoresizingMask(from oldSize: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let newSize = bounds.size
        for subview in subviews {
            guard let state = subview.layoutStateStorage, !state.autoresizingMask.isEmpty, state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask
            let frame = subview.frame
            let x = Self.resized(start: frame.minX, length: frame.width, container: oldSize.width, newContainer: newSize.width,
                                 flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                 flexibleEnd: mask.contains(.flexibleRightMargin))
            let y = Self.resized(start: frame.minY, length: frame.height, container: oldSize.height, newContainer: newSize.height,
                                 flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                                 flexibleEnd: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x.start, y: y.start, width: max(0, x.length), height: max(0, y.length))
            if resized != frame { subview.frame = resized }
        }
    }

    private static func resized(start: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
                                flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = container - start - length
        let parts = [flexibleStart ? max(0, start) : 0, flexibleLength ? max(0, length) : 0, flexibleEnd ? max(0, end) : 0]
        let total = parts.reduce(0, +)
        let flexibleCount = CGFloat([flexibleStart, flexibleLength, flexibleEnd].filter { $0 }.count)
        // Parts of zero size share the change equally.
        func share(_ index: Int, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * parts[index] / total : delta / flexibleCount
        }
        return (start + share(0, flexibleStart), length + share(1, flexibleLength))
    }
}
