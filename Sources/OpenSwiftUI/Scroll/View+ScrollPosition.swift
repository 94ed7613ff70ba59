import Foundation

extension View {
    /// Binds the id of the scroll target at the scroll view's `anchor` (its top by
    /// default): scrolling writes the id of the target view there, and setting the binding
    /// scrolls that view to the anchor (animated inside `withAnimation`). The targets are
    /// the views of the layout marked with `scrollTargetLayout()`.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack {
    ///         ForEach(films) { FilmRow(film: $0) }
    ///     }
    ///     .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $topFilm)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionLink, ScrollPositionLink(binding: TypedScrollPosition(binding: id), anchor: anchor))
    }
}

/// A scroll position binding as the scroll view inside uses it.
struct ScrollPositionLink {
    let binding: any ScrollPositionBinding
    let anchor: UnitPoint?

    @MainActor func get() -> AnyHashable? { binding.id }
    @MainActor func set(_ id: AnyHashable?) { binding.id = id }
}

/// A binding to an id of any type, read and written as `AnyHashable`.
@MainActor
protocol ScrollPositionBinding: AnyObject {
    var id: AnyHashable? { get set }
}

/// A typed scroll position binding.
@MainActor
final class TypedScrollPosition<ID: Hashable>: ScrollPositionBinding {
    let binding: Binding<ID?>

    init(binding: Binding<ID?>) { self.binding = binding }

    var id: AnyHashable? {
        get { binding.wrappedValue.map { AnyHashable($0) } }
        set {
            let typed = newValue?.base as? ID
            if binding.wrappedValue != typed { binding.wrappedValue = typed }
        }
    }
}

private struct ScrollPositionLinkKey: EnvironmentKey {
    static var defaultValue: ScrollPositionLink? { nil }
}

extension EnvironmentValues {
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}

extension ScrollHostView {
    /// The id of the target at the anchor line of what shows now.
    func targetIDAtAnchor(_ anchor: UnitPoint?) -> AnyHashable? {
        let vertical = axes.contains(.vertical)
        let unit = anchor.map { vertical ? $0.y : $0.x } ?? 0
        let inset = scrollView.contentInset
        let start = vertical ? scrollView.contentOffset.y + inset.top : scrollView.contentOffset.x + inset.left
        let length = vertical ? scrollView.bounds.height - inset.top - inset.bottom : scrollView.bounds.width - inset.left - inset.right
        let line = start + max(0, length) * unit
        let hit = scrollTargets.first { target in
            let (low, high) = vertical ? (target.frame.minY, target.frame.maxY) : (target.frame.minX, target.frame.maxX)
            return high > line + 0.5 && low <= line + 0.5
        } ?? scrollTargets.first { (vertical ? $0.frame.maxY : $0.frame.maxX) > line + 0.5 }
        return hit?.id
    }

    /// Reports the target at the anchor to the binding, if it changed.
    func reportScrollPosition() {
        guard let link = positionLink, !isApplyingPosition else { return }
        let id = targetIDAtAnchor(link.anchor)
        guard id != reportedPosition else { return }
        reportedPosition = id
        link.set(id)
    }

    /// Scrolls the bound target to the anchor when the binding names another one than the
    /// scroll view last reported.
    func applyScrollPosition(animated: Bool) {
        guard let link = positionLink, let wanted = link.get(), wanted != reportedPosition,
              let target = scrollTargets.first(where: { $0.id == wanted })
        else { return }
        reportedPosition = wanted
        isApplyingPosition = true
        scroll(toShow: target.frame, anchor: link.anchor ?? .top, animated: animated)
        isApplyingPosition = false
    }
}
