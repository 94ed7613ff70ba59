import Foundation

/// A way of sizing and placing views of your own, used like a stack.
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
///             CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
///         }
///         return CGSize(width: widest.width * CGFloat(subviews.count), height: widest.height)
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(1, subviews.count))
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY),
///                           proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack { Text("One"); Text("Two"); Text("Three") }
/// ```
///
/// A subview a layout does not place is centred in the layout's bounds, offered its size.
/// The cache is made with ``makeCache(subviews:)`` when the subviews change and kept across
/// layouts; ``updateCache(_:subviews:)`` runs when they change again.
public protocol Layout: Animatable {
    /// What the layout tells views inside it: the axis spacers grow along.
    static var layoutProperties: LayoutProperties { get }

    /// Data kept between calls, for work worth doing once.
    associatedtype Cache = Void

    /// The layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Brings the cache up to date after the subviews changed; makes it again by default.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout wants around it, for a stack that contains it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview, with `LayoutSubview/place(at:anchor:proposal:)`, inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where a horizontal guide lies, when the layout defines it; `nil` uses the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical guide lies, when the layout defines it; `nil` uses the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Makes the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == () {
    /// A layout without a cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out the views the builder makes with this layout.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// What a layout tells the views inside it.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it stacks: spacers inside grow along it.
    public var stackOrientation: Axis?

    /// Properties of a layout that does not stack.
    public init() {}
}
