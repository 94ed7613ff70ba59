import Foundation

/// A scrollable view: its content is laid out as long as it needs along the scrolling
/// axes and scrolls within the space the scroll view is offered.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading, spacing: 12) {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
///     .padding()
/// }
/// ```
///
/// It scrolls on OpenUIKit's `UIScrollView`, with its physics, indicators and iOS 26's
/// edge effects. Content narrower than the scroll view (across its axis) is centred.
/// Where the scroll view meets the safe area's edge it reaches on under the bars and the
/// home indicator, and its content starts clear of them and scrolls beneath.
public struct ScrollView<Content: View>: View {
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether the scroll indicators show.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        ScrollViewCore(axes: axes, showsIndicators: showsIndicators, content: content)
            .ignoresSafeArea(.container)
    }
}

/// The scroll view itself, laid out over the safe area's edges it meets.
struct ScrollViewCore<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let host = node.platformView(ofType: ScrollHostView.self, hostsChildren: true) { ScrollHostView() }
        let scrollView = host.scrollView
        let visibility = environment.scrollIndicatorVisibility
        let showsVertical = showsIndicators && visibility.vertical != .hidden && visibility.vertical != .never
        let showsHorizontal = showsIndicators && visibility.horizontal != .hidden && visibility.horizontal != .never
        if scrollView.showsVerticalScrollIndicator != showsVertical { scrollView.showsVerticalScrollIndicator = showsVertical }
        if scrollView.showsHorizontalScrollIndicator != showsHorizontal { scrollView.showsHorizontalScrollIndicator = showsHorizontal }
        if scrollView.isScrollEnabled == environment.isScrollDisabled { scrollView.isScrollEnabled = !environment.isScrollDisabled }
        let paging = environment.scrollResting == .paging
        if scrollView.isPagingEnabled != paging { scrollView.isPagingEnabled = paging }
        host.alignsToTargets = environment.scrollResting == .viewAligned
        environment.scrollEdgeEffects.apply(to: scrollView, layoutDirection: environment.layoutDirection)
        host.geometryWatchers = environment.scrollGeometryWatchers
        RefreshControlLink.update(scrollView, action: environment.refresh, link: &host.refresh)
        host.positionLink = environment.scrollPositionLink
        if let link = environment.scrollPositionLink, node.tracked({ link.get() }) != host.reportedPosition {
            host.positionAnimates = context.transaction.animation != nil
        }
        let margins = environment.scrollContentMargins
        host.margins = UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        scrollView.alwaysBounceVertical = axes.contains(.vertical)
        scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
        host.axes = axes
        node.setLayout(ScrollLayout(axes: axes, host: host))
        var inner = context
        inner.stackAxis = nil
        // Scroll views inside watch their own geometry only if asked again.
        inner.environment.scrollGeometryWatchers = []
        // Scroll views inside do not refresh this one's content.
        inner.environment.refresh = nil
        inner.environment.scrollPositionLink = nil
        node.showOnly(content, context: inner)
    }
}

/// Holds the `UIScrollView` (its indicators and edge effects are its own subviews) and, in
/// it, the content's drawn views.
final class ScrollHostView: ContainerView, DetachedChildViewsHost, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private let contentView = UIView()
    var axes: Axis.Set = .vertical
    /// Whether flings come to rest on a target view (`.viewAligned`).
    var alignsToTargets = false
    /// The target views' ids and frames in content coordinates.
    var scrollTargets: [(id: AnyHashable?, frame: CGRect)] = []
    var targetFrames: [CGRect] { scrollTargets.map(\.frame) }
    /// The binding of `scrollPosition(id:)`, and the id last written to it or scrolled to.
    var positionLink: ScrollPositionLink?
    var reportedPosition: AnyHashable?
    var isApplyingPosition = false
    /// Whether the bound position is to be scrolled to once the content is laid out.
    var positionAnimates: Bool?
    /// What the lazy stacks inside check as the scroll view moves.
    var lazyStackWatchers: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// The content margins asked for (`contentMargins`).
    var margins = UIEdgeInsets.zero
    /// How far the scroll view reaches past the safe area on each side.
    var safeAreaOverlap = UIEdgeInsets.zero
    /// What `onScrollGeometryChange` watches on this scroll view (and its content inside).
    var geometryWatchers: [ScrollGeometryWatcher] = []
    /// The pull-to-refresh control, while the environment has a refresh action.
    var refresh: RefreshControlLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.contentInsetAdjustmentBehavior = .never
        contentView.isOpaque = false
        scrollView.delegate = self
        scrollView.addSubview(contentView)
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { nil }

    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView] {
        contentView.setManagedSubviews(items.flatMap(\.views))
        return [scrollView]
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        for watch in lazyStackWatchers.values { watch() }
        noticeGeometry()
        reportScrollPosition()
    }

    /// Tells the geometry watchers where the content is.
    func noticeGeometry() {
        guard !geometryWatchers.isEmpty else { return }
        let geometry = ScrollGeometry(scrollView)
        for watcher in geometryWatchers { watcher.notice(geometry) }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard alignsToTargets, !targetFrames.isEmpty else { return }
        let vertical = axes.contains(.vertical)
        let proposed = vertical ? targetContentOffset.pointee.y : targetContentOffset.pointee.x
        let starts = targetFrames.map { vertical ? $0.minY : $0.minX }
        guard let nearest = starts.min(by: { abs($0 - proposed) < abs($1 - proposed) }) else { return }
        let limit = vertical ? max(0, scrollView.contentSize.height - scrollView.bounds.height) : max(0, scrollView.contentSize.width - scrollView.bounds.width)
        let resting = min(max(0, nearest), limit)
        if vertical { targetContentOffset.pointee.y = resting } else { targetContentOffset.pointee.x = resting }
    }

    /// Sizes the content to `contentSize`, and insets it by the margins and, along the
    /// scrolling axes, by the part of the scroll view under bars (content starts clear of
    /// them; a scroll view resting at its start stays there as the inset changes).
    func layOut(contentSize: CGSize) {
        contentView.frame = CGRect(origin: .zero, size: contentSize)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        let overlap = safeAreaOverlap
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        let inset = UIEdgeInsets(
            top: margins.top + (vertical ? overlap.top : 0), left: margins.left + (horizontal ? overlap.left : 0),
            bottom: margins.bottom + (vertical ? overlap.bottom : 0), right: margins.right + (horizontal ? overlap.right : 0))
        defer {
            applyPendingScrollPosition()
            noticeGeometry()
        }
        let old = scrollView.contentInset
        guard old != inset else { return }
        var offset = scrollView.contentOffset
        if offset.y == -old.top { offset.y = -inset.top }
        if offset.x == -old.left { offset.x = -inset.left }
        scrollView.contentInset = inset
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if scrollView.frame != bounds { scrollView.frame = bounds }
        applyPendingScrollPosition()
    }

    /// Scrolls to a bound position once its target is laid out and the scroll view has
    /// its size.
    private func applyPendingScrollPosition() {
        guard let animated = positionAnimates, scrollView.bounds.width > 0, scrollView.bounds.height > 0, !scrollTargets.isEmpty else { return }
        positionAnimates = nil
        applyScrollPosition(animated: animated)
    }
}

/// A scroll view takes the space it is offered (its content's size along an axis where
/// none is offered) and lays the content out unbounded along its scrolling axes.
struct ScrollLayout: NodeLayout {
    let axes: Axis.Set
    let host: ScrollHostView

    private func contentProposal(for size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    /// Several views as a scroll view's content stack along its axis, as in a `VStack` (an
    /// `HStack` for a horizontal scroll view); one view is the content itself.
    private func contentStack(_ items: [ViewNode]) -> StackLayout? {
        guard items.count > 1 else { return nil }
        let axis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        return StackLayout(axis: axis, alignment: 0.5, spacing: nil)
    }

    private func contentSize(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let items = node.childItems
        if let stack = contentStack(items) { return stack.size(of: items, proposal: contentProposal(for: proposal), in: node) }
        return items.reduce(CGSize.zero) { size, item in
            let itemSize = item.sizeThatFits(contentProposal(for: proposal))
            return CGSize(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return CGSize(width: width, height: height) }
        let content = contentSize(node, proposal: proposal)
        return CGSize(width: width ?? content.width, height: height ?? content.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let overlap = Self.overlap(of: bounds, outside: node.graph.safeRect)
        host.safeAreaOverlap = overlap
        // Across its axes the content keeps to the safe area; along them it scrolls under.
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        let across = bounds.inset(by: UIEdgeInsets(
            top: vertical ? 0 : overlap.top, left: horizontal ? 0 : overlap.left,
            bottom: vertical ? 0 : overlap.bottom, right: horizontal ? 0 : overlap.right))
        let proposal = ProposedViewSize(across.size)
        var extent = CGSize.zero
        let originX = across.minX - bounds.minX, originY = across.minY - bounds.minY
        let items = node.childItems
        let stack = contentStack(items)
        for item in stack == nil ? items : [] {
            let size = item.sizeThatFits(contentProposal(for: proposal))
            let frame = contentFrame(size: size, across: across, origin: CGPoint(x: originX, y: originY), in: bounds)
            item.place(in: frame)
            extent = CGSize(width: max(extent.width, frame.maxX - bounds.minX), height: max(extent.height, frame.maxY - bounds.minY))
        }
        if let stack {
            let size = stack.size(of: items, proposal: contentProposal(for: proposal), in: node)
            let frame = contentFrame(size: size, across: across, origin: CGPoint(x: originX, y: originY), in: bounds)
            stack.place(items, in: frame, direction: node.environment.layoutDirection, node: node)
            extent = CGSize(width: frame.maxX - bounds.minX, height: frame.maxY - bounds.minY)
        }
        host.scrollTargets = node.scrollTargets.map { ($0.id, $0.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)) }
        host.layOut(contentSize: CGSize(width: horizontal ? extent.width : bounds.width, height: vertical ? extent.height : bounds.height))
    }

    /// Where content of `size` goes: at the start along the scroll axes, centred across
    /// them when narrower than the scroll view.
    private func contentFrame(size: CGSize, across: CGRect, origin: CGPoint, in bounds: CGRect) -> CGRect {
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        let x = origin.x + (horizontal ? 0 : max(0, (across.width - size.width) / 2))
        let y = origin.y + (vertical ? 0 : max(0, (across.height - size.height) / 2))
        return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    }

    /// How far `bounds` reaches past `safe` on each side (zero where it does not, or when
    /// either is not a usable rectangle).
    static func overlap(of bounds: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        guard !safe.isNull, !safe.isEmpty, !bounds.isNull, !bounds.isEmpty,
              [safe.minX, safe.maxX, safe.minY, safe.maxY, bounds.minX, bounds.maxX, bounds.minY, bounds.maxY].allSatisfy(\.isFinite)
        else { return .zero }
        return UIEdgeInsets(
            top: min(bounds.height, max(0, safe.minY - bounds.minY)), left: min(bounds.width, max(0, safe.minX - bounds.minX)),
            bottom: min(bounds.height, max(0, bounds.maxY - safe.maxY)), right: min(bounds.width, max(0, bounds.maxX - safe.maxX)))
    }
}
