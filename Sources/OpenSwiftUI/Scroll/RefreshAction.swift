import Foundation

/// What refreshing the content inside runs, as `refreshable(action:)` set it. Lists and
/// scroll views that find one let people pull to refresh; call it yourself for a refresh
/// button of your own.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
///
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it finishes.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the content here, or `nil` when nothing around it is
    /// refreshable.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets people pull the lists and scroll views inside down to refresh: a spinner shows
    /// above the content while `action` runs.
    ///
    /// ```swift
    /// List(store.films) { FilmRow(film: $0) }
    ///     .refreshable { await store.reload() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// A scroll view's pull-to-refresh control, running the environment's refresh action and
/// ending when it finishes.
@MainActor
final class RefreshControlLink {
    let control = UIRefreshControl()
    var action: RefreshAction?

    init() {
        control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    }

    private func refresh() {
        guard let action else { return control.endRefreshing() }
        let control = control
        Task { @MainActor in
            await action()
            control.endRefreshing()
        }
    }

    /// Gives `scrollView` a refresh control running `action`, or takes it away when there
    /// is none; `link` keeps the control between updates.
    static func update(_ scrollView: UIScrollView, action: RefreshAction?, link: inout RefreshControlLink?) {
        guard let action else {
            if link != nil, scrollView.refreshControl === link?.control { scrollView.refreshControl = nil }
            link = nil
            return
        }
        let current = link ?? RefreshControlLink()
        current.action = action
        link = current
        if scrollView.refreshControl !== current.control { scrollView.refreshControl = current.control }
    }
}
