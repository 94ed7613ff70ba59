import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` does on
/// Apple's systems (Foundation on Linux lacks it, so OpenUIKit provides it).
///
/// ```swift
/// undoManager?.registerUndo(withTarget: document) { document in document.title = oldTitle }
/// undoManager?.setActionName("Rename")
/// ```
///
/// Differs from Apple's: with `groupsByEvent` (the default) each registration outside an
/// explicit group is its own undo step, rather than everything registered in one turn of the
/// run loop; group explicitly with `beginUndoGrouping()`/`endUndoGrouping()` to merge steps.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let handler: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    /// Whether `undo()` or `redo()` is running its actions (registrations then go to the other stack).
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    /// Whether registrations are recorded.
    open private(set) var isUndoRegistrationEnabled = true
    private var disabledCount = 0
    /// At most this many steps are kept (0: no limit).
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether registrations outside a group form steps by themselves.
    open var groupsByEvent = true

    public override init() { super.init() }

    /// How deeply groups are nested.
    open var groupingLevel: Int { openGroups.count }
    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the step `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Records `handler` to run on `target` when the current step is undone.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { object in
            if let typed = object as? Target { MainActor.assumeIsolated { handler(typed) } }
        }
        if openGroups.isEmpty {
            var group = Group()
            group.actions.append(action)
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    /// Names the current step (shown as "Undo Typing" and the like).
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Opens a group: registrations until the matching `endUndoGrouping()` are one step.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        guard !group.actions.isEmpty else { return }
        if openGroups.isEmpty {
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    /// Undoes the last step (closing an open group first), recording its reversal for redo.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group, into: &redoStack)
        isUndoing = false
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group, into: &undoStack)
        isRedoing = false
    }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() {
        disabledCount += 1
        isUndoRegistrationEnabled = false
    }

    /// Resumes recording registrations.
    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
        isUndoRegistrationEnabled = disabledCount == 0
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the steps' actions on `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for index in groups.indices { groups[index].actions.removeAll { $0.target === target || $0.target == nil } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target === target } }
    }

    /// Runs a step's actions in reverse order; what they register becomes one step on `stack`.
    private func run(_ group: Group, into stack: inout [Group]) {
        openGroups.append(Group(actions: [], name: group.name))
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        let reversal = openGroups.removeLast()
        if !reversal.actions.isEmpty { stack.append(reversal) }
    }

    private func push(_ group: Group) {
        if !isUndoing, !isRedoing { redoStack.removeAll() }
        if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
        trim()
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}
