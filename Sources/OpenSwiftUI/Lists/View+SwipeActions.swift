import Foundation

extension View {
    /// Buttons a list row shows when swiped from `edge`: the first one outermost, coloured
    /// by its `tint(_:)` or red for a destructive role. With `allowsFullSwipe`, swiping
    /// all the way across runs the first one. Rows with swipe actions no longer get the
    /// Delete action `onDelete` would add.
    ///
    /// ```swift
    /// Text(film.title)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { store.delete(film) }
    ///         Button("Flag") { film.isFlagged.toggle() }.tint(.orange)
    ///     }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = ListSwipeActions(content: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return modifier(ListRowTraitModifier { traits in
            if edge == .leading { traits.leadingSwipe = actions } else { traits.trailingSwipe = actions }
        })
    }

    /// Keeps a list row from being deleted (no swipe to delete, no delete button in edit
    /// mode) while `isDisabled`.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.deleteDisabled = isDisabled })
    }

    /// Keeps a list row from being moved (no reorder handle in edit mode) while
    /// `isDisabled`.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.moveDisabled = isDisabled })
    }
}

/// A row's swipe actions as its `swipeActions` gave them.
struct ListSwipeActions {
    let content: AnyView
    let allowsFullSwipe: Bool

    /// The UIKit configuration: a contextual action per button, in order.
    @MainActor func configuration(in environment: EnvironmentValues) -> UISwipeActionsConfiguration? {
        let actions = MenuItem.items(of: content.content).compactMap { item -> UIContextualAction? in
            guard case .action(let button) = item else { return nil }
            let action = UIContextualAction(style: button.destructive ? .destructive : .normal, title: button.title.isEmpty ? nil : button.title) { _, _, done in
                button.run()
                done(true)
            }
            action.image = button.image
            if let tint = button.tint { action.backgroundColor = tint.resolvedColor(in: environment) }
            return action
        }
        guard !actions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = allowsFullSwipe
        return configuration
    }
}
