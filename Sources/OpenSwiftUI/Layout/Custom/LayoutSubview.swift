import Foundation

/// A view a ``Layout`` places: ask its size for proposals, then place it.
///
/// Layouts run on the main thread; a subview used from elsewhere stops the program.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: ViewNode
    /// Where the subview went when placed, kept by the layout pass.
    let placements: LayoutPlacements?

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.sizeThatFits(proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return MainActor.assumeIsolated { UncheckedValue(node.dimensions(for: size)) }.value
    }

    /// Places the subview with its `anchor` at `position`, at the size it takes for `proposal`.
    /// Non-finite positions place it at the origin.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        let origin = CGPoint(x: x - size.width * (anchor.x.isFinite ? anchor.x : 0), y: y - size.height * (anchor.y.isFinite ? anchor.y : 0))
        MainActor.assumeIsolated {
            node.place(in: CGRect(origin: origin, size: size))
            placements?.placed.insert(ObjectIdentifier(node))
        }
    }

    /// Notes the subview as placed by a layout that placed it itself (the built-in stacks).
    func notePlaced() {
        MainActor.assumeIsolated { _ = placements?.placed.insert(ObjectIdentifier(node)) }
    }

    /// The subview's layout priority (``View/layoutPriority(_:)``).
    public var priority: Double {
        MainActor.assumeIsolated { node.layoutPriority }
    }

    /// The spacing the subview wants around it.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// A value the subview set with ``View/layoutValue(key:value:)``, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        MainActor.assumeIsolated { UncheckedValue(node.layoutValue(for: K.self)) }.value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A value handed out of `MainActor.assumeIsolated`: layouts run on the main thread only.
private struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// The subviews a layout placed in one pass.
final class LayoutPlacements: @unchecked Sendable {
    var placed: Set<ObjectIdentifier> = []
}

/// A layout's subviews, in the order the builder made them.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    let subviews: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.subviews = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    private init(subviews: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.subviews = subviews
        startIndex = range.lowerBound
        endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The layout direction of the container.
    public let layoutDirection: LayoutDirection

    public subscript(index: Int) -> LayoutSubview { subviews[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(subviews: subviews, range: bounds, layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { subviews[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        Array(lhs) == Array(rhs)
    }
}

/// A view's size, with its alignment guides.
public struct ViewDimensions: Equatable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    /// The values the view sets for guides itself (alignment guides, text baselines).
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// Where a horizontal guide lies, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// Where a vertical guide lies, from the top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// A horizontal guide's value when the view sets it; `nil` otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicit(guide.key).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A vertical guide's value when the view sets it; `nil` otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicit(guide.key).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Dimensions compare by size.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

/// The space a view wants around it, edge by edge.
public struct ViewSpacing: Equatable, Sendable {
    private var leading: CGFloat
    private var trailing: CGFloat
    private var top: CGFloat
    private var bottom: CGFloat

    /// The system's spacing on every edge (8 points).
    public init() {
        leading = StackLayout.defaultSpacing
        trailing = StackLayout.defaultSpacing
        top = StackLayout.defaultSpacing
        bottom = StackLayout.defaultSpacing
    }

    private init(all value: CGFloat) {
        (leading, trailing, top, bottom) = (value, value, value, value)
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The distance between this view and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Takes the larger spacing of each of `edges` from `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    }

    /// This spacing with the larger of each of `edges` taken from `other`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
