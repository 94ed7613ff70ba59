import Foundation

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform decides: indicators show while scrolling.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Indicators show while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Indicators are hidden (they may still show where the platform insists).
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Indicators never show.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

/// Where margins apply in a scroll view.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The platform decides: the content.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

struct ScrollIndicatorSettings: Hashable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic
}

private struct ScrollIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorSettings { ScrollIndicatorSettings() } }
private struct ScrollDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
private struct ScrollRestingKey: EnvironmentKey { static var defaultValue: ScrollResting { .free } }

extension EnvironmentValues {
    var scrollIndicatorVisibility: ScrollIndicatorSettings {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }

    /// Whether scroll views inside ignore scrolling (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }

    var isScrollDisabled: Bool { self[ScrollDisabledKey.self] }

    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    var scrollResting: ScrollResting {
        get { self[ScrollRestingKey.self] }
        set { self[ScrollRestingKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the scroll indicators of the scroll views inside, along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicatorVisibility) { settings in
            if axes.contains(.vertical) { settings.vertical = visibility }
            if axes.contains(.horizontal) { settings.horizontal = visibility }
        }
    }

    /// Stops the scroll views inside from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Adds margins around the content of the scroll views inside, on `edges`.
    ///
    /// Margins for `.scrollIndicators` alone change nothing here.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            let value = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
            if edges.contains(.top) { margins.top = value }
            if edges.contains(.bottom) { margins.bottom = value }
            if edges.contains(.leading) { margins.leading = value }
            if edges.contains(.trailing) { margins.trailing = value }
        }
    }

    /// Adds margins around the content of the scroll views inside.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            margins = insets
        }
    }
}

/// Where a scroll view comes to rest after a fling.
///
/// Differs from SwiftUI: behaviours of your own are not there (SwiftUI's requirement takes
/// a context OpenSwiftUI does not model); choose `.paging` or `.viewAligned`.
public protocol ScrollTargetBehavior {
    /// How the behaviour rests.
    var _resting: ScrollResting { get }
}

/// How a scroll view comes to rest.
public enum ScrollResting: Hashable, Sendable {
    case free, paging, viewAligned
}

/// Rests at multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _resting: ScrollResting { .paging }
}

/// Rests with one of the views of the layout marked with `scrollTargetLayout()` at the
/// scroll view's leading (or top) edge: the nearest to where the fling would stop.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _resting: ScrollResting { .viewAligned }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages by the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests on the target layout's views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// Sets where the scroll views inside come to rest.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollResting, behavior._resting)
    }

    /// Marks the layout (a stack, a lazy stack) whose views a `.viewAligned` scroll view
    /// rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `scrollTargetLayout()`: marks its node, whose layout items are the scroll targets.
struct ScrollTargetLayoutModifier: PrimitiveModifier {
    let isEnabled: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.modifierState = isEnabled ? ScrollTargetMarker() : nil
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Marks the node of a scroll target layout.
final class ScrollTargetMarker {}

extension ViewNode {
    /// The frames of the scroll targets under this node: the items of the first layout
    /// marked with `scrollTargetLayout()`, depth first.
    var scrollTargetFrames: [CGRect] { scrollTargets.map(\.frame) }

    /// The scroll targets under this node, with the ids of their views (a `ForEach`
    /// element's id, or a tag): the items of the first layout marked with
    /// `scrollTargetLayout()`, depth first.
    var scrollTargets: [(id: AnyHashable?, frame: CGRect)] {
        if modifierState is ScrollTargetMarker {
            var node = self
            // Through single-item wrappers (the modifier, a padding) to the layout's items.
            while node.childItems.count == 1, let only = node.childItems.first, !only.childItems.isEmpty { node = only }
            return node.childItems.map { ($0.scrollTargetID(below: node), $0.frame) }
        }
        for child in children {
            let targets = child.scrollTargets
            if !targets.isEmpty { return targets }
        }
        return []
    }

    /// The id a scroll target's view goes by: its tag, or the nearest identity between it
    /// and its layout.
    private func scrollTargetID(below layout: ViewNode) -> AnyHashable? {
        if let tag = tagValue { return tag }
        var current: ViewNode? = self
        while let node = current, node !== layout {
            if let identity = node.identity { return identity }
            current = node.parent
        }
        return nil
    }
}
