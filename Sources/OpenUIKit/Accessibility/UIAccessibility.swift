import Foundation
import OpenQuartzCore

/// The user's accessibility settings that change how the interface renders.
///
/// Linux has no such system settings, so OpenUIKit reads them once from the environment
/// (`OPENUIKIT_REDUCE_TRANSPARENCY`, `OPENUIKIT_REDUCE_MOTION`,
/// `OPENUIKIT_DARKER_SYSTEM_COLORS`, `OPENUIKIT_BOLD_TEXT`, each set to `1`) and lets tests and apps change
/// them with ``UIAccessibility/setSimulatedSettings(_:)`` (an OpenUIKit addition). A change
/// posts Apple's status notifications and re-renders glass.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Settings that can be simulated.
    public struct Settings: Hashable, Sendable {
        /// Reduce Transparency: glass and blurs become nearly opaque.
        public var isReduceTransparencyEnabled: Bool
        /// Reduce Motion: springs and elastic responses become plain transitions.
        public var isReduceMotionEnabled: Bool
        /// Increase Contrast (darker system colours).
        public var isDarkerSystemColorsEnabled: Bool
        /// Bold Text: system fonts one weight heavier.
        public var isBoldTextEnabled: Bool

        /// The given settings; all off by default.
        public init(isReduceTransparencyEnabled: Bool = false, isReduceMotionEnabled: Bool = false,
                    isDarkerSystemColorsEnabled: Bool = false, isBoldTextEnabled: Bool = false) {
            self.isReduceTransparencyEnabled = isReduceTransparencyEnabled
            self.isReduceMotionEnabled = isReduceMotionEnabled
            self.isDarkerSystemColorsEnabled = isDarkerSystemColorsEnabled
            self.isBoldTextEnabled = isBoldTextEnabled
        }

        static func fromEnvironment() -> Settings {
            let environment = ProcessInfo.processInfo.environment
            func on(_ key: String) -> Bool { environment[key] == "1" }
            return Settings(
                isReduceTransparencyEnabled: on("OPENUIKIT_REDUCE_TRANSPARENCY"),
                isReduceMotionEnabled: on("OPENUIKIT_REDUCE_MOTION"),
                isDarkerSystemColorsEnabled: on("OPENUIKIT_DARKER_SYSTEM_COLORS"),
                isBoldTextEnabled: on("OPENUIKIT_BOLD_TEXT"))
        }
    }

    private static var processSettings = Settings.fromEnvironment()

    /// The settings in effect: the task's own (a test's) where it has some, else the process's.
    /// The settings a window's views see: those of the scope the window was made in, or
    /// the process's, whichever task runs the window's update.
    package static func settings(seenBy window: UIWindow) -> Settings {
        window.settingsScope?.settings ?? processSettings
    }

    private static var settings: Settings {
        get { SettingsScope.current?.settings ?? processSettings }
        set {
            if let scope = SettingsScope.current { scope.settings = newValue } else { processSettings = newValue }
        }
    }

    /// Glass gets frostier and hides more of what lies behind it.
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// No elastic glass response; lower effect intensity.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Increase Contrast: glass turns predominantly black or white with a border.
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Bold Text: system and text-style fonts are drawn one weight heavier, and traits'
    /// `legibilityWeight` is `.bold`.
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }

    /// Posted when Reduce Transparency is turned on or off.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Increase Contrast is turned on or off.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Bold Text is turned on or off.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusChangedNotification")

    /// The current settings.
    public static var simulatedSettings: Settings { settings }

    /// Changes the settings as if the user had, posting the status notifications of those
    /// that changed. An OpenUIKit addition.
    public static func setSimulatedSettings(_ newValue: Settings) {
        let old = settings
        guard old != newValue else { return }
        settings = newValue
        let center = NotificationCenter.default
        if old.isReduceTransparencyEnabled != newValue.isReduceTransparencyEnabled {
            center.post(name: reduceTransparencyStatusDidChangeNotification, object: nil)
        }
        if old.isReduceMotionEnabled != newValue.isReduceMotionEnabled {
            center.post(name: reduceMotionStatusDidChangeNotification, object: nil)
        }
        BoldTextSetting.isEnabled = newValue.isBoldTextEnabled
        if old.isDarkerSystemColorsEnabled != newValue.isDarkerSystemColorsEnabled {
            center.post(name: darkerSystemColorsStatusDidChangeNotification, object: nil)
        }
        if old.isBoldTextEnabled != newValue.isBoldTextEnabled {
            center.post(name: boldTextStatusDidChangeNotification, object: nil)
        }
        if old.isDarkerSystemColorsEnabled != newValue.isDarkerSystemColorsEnabled
            || old.isBoldTextEnabled != newValue.isBoldTextEnabled {
            // Screens' contrast and legibility traits follow the settings; every view sees the change.
            for window in SettingsScope.affectedWindows { window.invalidateTraitsInSubtree() }
        }
        // Backdrop materials adapt to these settings: every window renders them anew.
        for window in SettingsScope.affectedWindows { window.layer.setNeedsBackdropRenderInSubtree() }
    }
}
