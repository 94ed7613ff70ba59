import Foundation
import OpenUIKit

extension UIView {
    /// Tells every hosting view in this subtree that something its root environment is made
    /// from changed (the scene's phase).
    func setNeedsRootEnvironmentUpdate() {
        (self as? any RootEnvironmentObserving)?.rootEnvironmentDidChange()
        for subview in subviews { subview.setNeedsRootEnvironmentUpdate() }
    }

    /// Asks every hosting view in this subtree to compare the accessibility settings with
    /// those its environment was made from, in its next update.
    func setNeedsAccessibilitySettingsCheck() {
        (self as? any RootEnvironmentObserving)?.accessibilitySettingsMayHaveChanged()
        for subview in subviews { subview.setNeedsAccessibilitySettingsCheck() }
    }
}

/// A view whose content reads an environment made from outside state.
@MainActor
protocol RootEnvironmentObserving {
    func rootEnvironmentDidChange()
    func accessibilitySettingsMayHaveChanged()
}

extension _UIHostingView: RootEnvironmentObserving {}

extension _UIHostingView: SafeAreaDependentLayout {}

/// Passes changes of the accessibility settings SwiftUI's environment reads
/// (`accessibilityReduceMotion`, `accessibilityReduceTransparency`) on to every hosting view.
@MainActor
enum AccessibilitySettingsRelay {
    /// Starts listening, once per process (the settings are process-wide, as on iOS).
    static func install() {
        _ = observers
    }

    private static let observers: [any NSObjectProtocol] = [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
    ].map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            // Posted on the main actor by the settings change itself.
            // Only a check: the settings may be a test's own, and each hosting view reads
            // them where its own update runs.
            MainActor.assumeIsolated {
                for window in UIWindow.allWindows { window.setNeedsAccessibilitySettingsCheck() }
            }
        }
    }
}

/// The accessibility settings SwiftUI's root environment carries: the window's (a
/// window made in a test's own settings keeps them when another test's task updates it),
/// or the running task's for a view outside a window.
@MainActor
struct AccessibilityEnvironmentSettings: Equatable {
    let reduceMotion: Bool
    let reduceTransparency: Bool

    init(window: UIWindow?) {
        if let window {
            let settings = UIAccessibility.settings(seenBy: window)
            reduceMotion = settings.isReduceMotionEnabled
            reduceTransparency = settings.isReduceTransparencyEnabled
        } else {
            reduceMotion = UIAccessibility.isReduceMotionEnabled
            reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
        }
    }
}
