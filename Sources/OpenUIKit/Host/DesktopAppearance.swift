import Foundation
import OpenUIKitHost

/// The desktop's appearance as the app sees it: the colour scheme every screen's traits
/// start from, the accent colour views take as their default tint, the text size Dynamic
/// Type starts from, and the accessibility settings the desktop turns on. These are
/// system-wide settings on iOS too (Settings' Display & Brightness, Accessibility).
///
/// The desktop target feeds it from the desktop's own settings, live; windows get the trait
/// and tint changes (and the accessibility notifications) they would get on a device.
@MainActor
package enum DesktopAppearance {
    /// The settings in effect: the task's own (a test's) where it has some, else the process's.
    package private(set) static var settings: HostDesktopSettings {
        get { SettingsScope.current?.desktop ?? processSettings }
        set {
            if let scope = SettingsScope.current { scope.desktop = newValue } else { processSettings = newValue }
        }
    }

    private static var processSettings = HostDesktopSettings()

    /// The style the desktop asks for (`.unspecified` when it has no preference).
    static var userInterfaceStyle: UIUserInterfaceStyle {
        switch settings.colorScheme {
        case .dark: .dark
        case .light: .light
        case .noPreference: .unspecified
        }
    }

    /// The desktop's accent colour: the default tint.
    static var accentColor: UIColor? {
        settings.accentColor.map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: 1) }
    }

    /// The Dynamic Type category nearest the desktop's text scale.
    static var contentSizeCategory: UIContentSizeCategory? {
        settings.textScale.map(contentSizeCategory(forTextScale:))
    }

    /// The category whose body text is nearest 17 points × `scale`.
    static func contentSizeCategory(forTextScale scale: Double) -> UIContentSizeCategory {
        let body = 17 * scale
        let sizes: [(UIContentSizeCategory, Double)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
            (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
            (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        return sizes.min { abs($0.1 - body) < abs($1.1 - body) }!.0
    }

    /// Takes new settings: traits, tints and accessibility settings follow.
    package static func apply(_ new: HostDesktopSettings) {
        let old = settings
        guard new != old else { return }
        settings = new
        var accessibility = UIAccessibility.simulatedSettings
        if let highContrast = new.highContrast { accessibility.isDarkerSystemColorsEnabled = highContrast }
        if let reduceMotion = new.reduceMotion { accessibility.isReduceMotionEnabled = reduceMotion }
        UIAccessibility.setSimulatedSettings(accessibility)
        let traitsChanged = old.colorScheme != new.colorScheme || old.textScale != new.textScale
        for window in SettingsScope.affectedWindows {
            if traitsChanged { window.invalidateTraitsInSubtree() }
            if old.accentColor != new.accentColor { window.tintColorDidChangeInSubtree() }
            window.setNeedsLayout()
        }
        if old.textScale != new.textScale {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: contentSizeCategory ?? .large])
        }
    }
}
