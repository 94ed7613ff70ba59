import Foundation

/// A layout of any type, so a view can switch layouts without losing its subviews' state:
/// with an animation, the subviews move from one arrangement to the other.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Avatar()
///     NameLabel()
/// }
/// ```
public struct AnyLayout: Layout {
    private let storage: any ErasedLayout

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        storage = ErasedLayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, with the layout it belongs to.
    public struct Cache {
        var value: Any
        var layoutType: ObjectIdentifier
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews), layoutType: storage.layoutType)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard cache.layoutType == storage.layoutType else {
            cache = makeCache(subviews: subviews)
            return
        }
        storage.updateCache(&cache.value, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
        return storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
        return storage.spacing(subviews: subviews, cache: &cache.value)
    }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A layout behind ``AnyLayout``, its cache type erased.
private protocol ErasedLayout {
    var layoutType: ObjectIdentifier { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
}

private struct ErasedLayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withTypedCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withTypedCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withTypedCache(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withTypedCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    private func withTypedCache<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }
}
