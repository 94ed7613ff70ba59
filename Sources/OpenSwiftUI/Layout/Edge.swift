import Foundation

/// One edge of a rectangle, named by reading order for leading and trailing.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edges.
        public static let top = Set(.top)
        /// The leading edges.
        public static let leading = Set(.leading)
        /// The bottom edges.
        public static let bottom = Set(.bottom)
        /// The trailing edges.
        public static let trailing = Set(.trailing)
        /// The horizontal edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The vertical edges.
        public static let vertical: Set = [.top, .bottom]
        /// The all edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge, leading and trailing in reading order.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on the edges in `edges`, zero on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    /// The insets with NaN and infinite lengths made zero, so a bad inset cannot break layout.
    var sanitized: EdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}
