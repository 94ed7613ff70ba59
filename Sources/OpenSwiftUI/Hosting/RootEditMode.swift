import Foundation

/// The edit mode a hosting view gives its content, as SwiftUI's hosting controllers do:
/// inactive until an `EditButton` or the app's code changes it, and a change updates the
/// content.
@MainActor
final class RootEditMode {
    private(set) var value: EditMode = .inactive
    private let changed: @MainActor () -> Void

    init(changed: @escaping @MainActor () -> Void) {
        self.changed = changed
    }

    /// A binding to the mode, for the root environment.
    var binding: Binding<EditMode> {
        // Views read and set it on the main thread.
        let box = self
        return Binding(
            get: { MainActor.assumeIsolated { box.value } },
            set: { newValue in MainActor.assumeIsolated { box.set(newValue) } })
    }

    private func set(_ newValue: EditMode) {
        guard newValue != value else { return }
        value = newValue
        changed()
    }
}
