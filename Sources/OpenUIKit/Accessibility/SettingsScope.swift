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

    /// The windows made in this scope: the only ones its settings changes reach. Were a
    /// scope's change to reach other windows, their update passes (which a change
    /// schedules, as tasks inheriting this scope) would resolve their traits with this
    /// scope's settings and keep them.
    private var windows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// A scope starting from `settings`.
    package init(_ settings: UIAccessibility.Settings = UIAccessibility.Settings()) {
        self.settings = settings
    }

    /// Counts `window` as one of this scope's.
    func adopt(_ window: UIWindow) {
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
    }

    /// The windows a settings change in the running task reaches: its scope's, or every
    /// window when it has no scope of its own.
    static var affectedWindows: [UIWindow] {
        guard let scope = current else { return UIWindow.allWindows }
        return scope.windows.compactMap(\.window)
    }
}
