import Foundation

/// What an accessibility element is and how it behaves, as VoiceOver announces it: a
/// button, a header, an image, selected, not enabled, adjustable and so on.
///
/// ```swift
/// badge.accessibilityTraits = [.staticText, .updatesFrequently]
/// ```
///
/// Differs from UIKit: the raw values are OpenUIKit's own bits, not Apple's.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Activating it performs an action.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// A picture.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected (a chosen tab or segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often (a timer, a progress bar).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating it starts media, so VoiceOver stays quiet.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value can be incremented and decremented (a slider, a stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to it (a piano keyboard, a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Reading on turns the page.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading that divides content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A button that switches between on and off.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}
