import Foundation

/// SwiftUI's runtime warnings: printed to standard error, as the console shows them on
/// Apple's platforms.
@MainActor
enum RuntimeWarning {
    /// Receives each warning's text; tests bind their own.
    @TaskLocal static var handler: @Sendable @MainActor (String) -> Void = { text in
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A body set state while it ran.
    static func stateModifiedDuringUpdate() {
        handler("Modifying state during view update, this will cause undefined behavior.")
    }

    /// A picker's selection matched none of its options' tags.
    static func pickerSelectionMatchesNoTag(_ selection: Any) {
        handler("Picker: the selection \"\(selection)\" is invalid and does not have an associated tag, this will give undefined results.")
    }
}
