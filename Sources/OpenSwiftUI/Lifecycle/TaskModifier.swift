import Foundation

/// Runs an asynchronous action while the content is in the tree: started when it appears
/// (and again when its id changes), cancelled when it leaves.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    /// The running task and the id it was started for.
    final class Running {
        var id: ID
        var task: Task<Void, Never>?
        init(id: ID) { self.id = id }
        func cancel() {
            task?.cancel()
            task = nil
        }
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (running, isFirstUpdate) = node.firstModifierState { Running(id: id) }
        if isFirstUpdate {
            node.discardActions.append { [running] in running.cancel() }
            running.task = Task(priority: priority, operation: action)
        } else if running.id != id {
            running.id = id
            running.cancel()
            running.task = Task(priority: priority, operation: action)
        }
        node.showAsList(content, context: context)
    }
}

extension View {
    /// Runs `action` when the view appears and cancels it when the view disappears.
    ///
    /// ```swift
    /// List(items) { ItemRow(item: $0) }
    ///     .task { items = await store.load() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` when the view appears, cancelling it and running it again whenever
    /// `id` changes, and cancelling it when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
