import Foundation
import OpenUIKit

extension UIView {
    /// Tells every hosting view in this subtree that something its root environment is made
    /// from changed (the scene's phase, the accessibility settings).
    func setNeedsRootEnvironmentUpdate() {
        (self as? any RootEnvironmentObserving)?.rootEnvironmentDidChange()
        for subview in subviews { subview.setNeedsRootEnvironmentUpdate() }
    }
}

/// A view whose content reads an environment made from outside state.
@MainActor
protocol RootEnvironmentObserving {
    func rootEnvironmentDidChange()
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
            MainActor.assumeIsolated {
                for window in UIWindow.allWindows { window.setNeedsRootEnvironmentUpdate() }
            }
        }
    }
}
