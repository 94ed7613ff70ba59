import Foundation
import OpenUIKitHost

/// Accessibility and desktop appearance settings of a task's own (and the tasks it
/// starts): what a test sets does not reach tests running beside it. Bold Text stays
/// process-wide (fonts read it from any thread).
@MainActor
package final class SettingsScope: Sendable {
    /// The scope of the running task, if it has one.
    @TaskLocal package static var current: SettingsScope?

    var settings: UIAccessibility.Settings
    /// The desktop's appearance as this task sees it.
    var desktop = HostDesktopSettings()

    /// A scope starting from `settings`.
    package init(_ settings: UIAccessibility.Settings = UIAccessibility.Settings()) {
        self.settings = settings
    }
}
