import Foundation
import Synchronization

/// Values a view passes down to all the views inside it: the font, the colour scheme,
/// the layout direction, and keys of your own.
///
/// A hosting view starts the environment from its UIKit traits (light or dark, layout
/// direction, Reduce Motion, Reduce Transparency, Increase Contrast); the modifiers
/// ``View/environment(_:_:)``, ``View/font(_:)`` and others change it for their content.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key, with the key's type (for the description).
    private var values: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]
    /// Tells environments apart cheaply: a copy keeps its version, a change makes a new one,
    /// so a view given an environment of the same version sees the same values.
    private(set) var version = EnvironmentVersion.next()

    /// An environment with every key at its default.
    public init() {}

    /// The value for a key; its default when unset.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = (key, newValue)
            version = EnvironmentVersion.next()
        }
    }

    /// The values set, by key, in the keys' name order: `[FontKey = Optional(…), …]`.
    public var description: String {
        let entries = values.values
            .map { "\(String(describing: $0.key)) = \(String(describing: $0.value))" }
            .sorted()
        return "[" + entries.joined(separator: ", ") + "]"
    }
}

// MARK: Built-in values

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private struct ContentSizeCategoryKey: EnvironmentKey { static var defaultValue: UIContentSizeCategory { .large } }
private struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }

extension EnvironmentValues {
    /// The font of text inside (`nil`: each text style's default, `.body` for text).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The locale numbers in text are formatted for; the system's by default.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Pixels per point of the screen the views are on, from the traits' `displayScale`;
    /// frames and text sizes are rounded to its pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// Light or dark, from the hosting view's `userInterfaceStyle`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether Increase Contrast is on (from the traits' `accessibilityContrast`).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The direction of leading and trailing, from the traits' `layoutDirection`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The most lines text shows; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of text of several lines align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Whether controls inside take input (`disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether Reduce Motion is on.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Transparency is on.
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// The content transition text changes use (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// The Dynamic Type size text styles are scaled for, from the hosting view's traits.
    var contentSizeCategory: UIContentSizeCategory {
        get { self[ContentSizeCategoryKey.self] }
        set { self[ContentSizeCategoryKey.self] = newValue }
    }

    /// The style `foregroundStyle(_:)` set; `nil` means the primary style.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint `tint(_:)` set; `nil` means the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// Whether colours use their standard or increased contrast.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// The direction in which leading and trailing run.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// Numbers environments as they are made and changed.
enum EnvironmentVersion {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
