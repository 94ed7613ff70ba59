import Foundation
import Synchronization

/// The Bold Text setting, readable from any thread: fonts are made off the main actor
/// (string drawing, Core Text bridging), and the system font they get depends on it.
/// ``UIAccessibility`` owns the setting and writes it here.
enum BoldTextSetting {
    private static let storage = Atomic<Bool>(ProcessInfo.processInfo.environment["OPENUIKIT_BOLD_TEXT"] == "1")

    static var isEnabled: Bool {
        get { storage.load(ordering: .relaxed) }
        set { storage.store(newValue, ordering: .relaxed) }
    }
}
