import Foundation

/// Where a scroll view's content is: its offset, size and insets, and the size of the
/// scroll view showing it.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's offset: the top-leading point that shows at the scroll view's top-leading corner.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets around the content (margins, and bars it scrolls under).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates.
    public var bounds: CGRect { visibleRect }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of `scrollView` now.
    @MainActor init(_ scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        self.init(contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
                  contentInsets: EdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
                  containerSize: scrollView.bounds.size)
    }
}

/// Watches the geometry of the scroll view it reaches: runs its action when the value it
/// derives changes (not for the first value).
@MainActor
final class ScrollGeometryWatcher {
    private let check: (ScrollGeometry) -> Void

    init<Value: Equatable>(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        var last: Value?
        check = { geometry in
            let value = transform(geometry)
            defer { last = value }
            guard let old = last, old != value else { return }
            action(old, value)
        }
    }

    func notice(_ geometry: ScrollGeometry) { check(geometry) }
}

/// `onScrollGeometryChange(for:of:action:)`: hands the scroll views inside a watcher
/// that lasts across updates and runs the latest update's action.
struct ScrollGeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    /// The latest update's transform and action, behind one watcher that keeps the last value.
    @MainActor final class State {
        var transform: (ScrollGeometry) -> Value
        var action: (Value, Value) -> Void
        private(set) lazy var watcher = ScrollGeometryWatcher(transform: { [unowned self] in self.transform($0) }) { [unowned self] old, new in
            self.action(old, new)
        }

        init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
            self.transform = transform
            self.action = action
        }
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { State(transform: transform, action: action) }
        state.transform = transform
        state.action = action
        var context = context
        context.environment.scrollGeometryWatchers.append(state.watcher)
        node.showAsList(content, context: context)
    }
}

private struct ScrollGeometryWatchersKey: EnvironmentKey {
    static var defaultValue: [ScrollGeometryWatcher] { [] }
}

extension EnvironmentValues {
    /// The watchers of the nearest scroll view's geometry.
    var scrollGeometryWatchers: [ScrollGeometryWatcher] {
        get { self[ScrollGeometryWatchersKey.self] }
        set { self[ScrollGeometryWatchersKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the value `transform` derives from the scroll view's geometry
    /// changes (as it scrolls, resizes or its content grows), with the old and new values.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 200 } action: { _, far in
    ///         showsJumpButton = far
    ///     }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
