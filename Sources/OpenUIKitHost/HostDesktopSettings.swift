import Foundation

/// The desktop's appearance and accessibility settings, as a desktop publishes them (the
/// XDG desktop portal's Settings on Linux): what OpenUIKit turns into traits, the tint
/// colour and accessibility settings. `nil` fields are settings the desktop did not give.
public struct HostDesktopSettings: Equatable, Sendable {
    /// The colour scheme the user prefers.
    public enum ColorScheme: Equatable, Sendable {
        case noPreference, dark, light
    }

    /// A colour in sRGB, each component from 0 to 1.
    public struct Color: Equatable, Sendable {
        public var red: Double, green: Double, blue: Double
        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The colour scheme the user prefers (`.noPreference` when the desktop has none).
    public var colorScheme: ColorScheme
    /// Whether the user asked for higher contrast.
    public var highContrast: Bool?
    /// The accent colour the user chose.
    public var accentColor: Color?
    /// Whether the user turned animations off.
    public var reduceMotion: Bool?
    /// How much larger (or smaller) than normal the user wants interface text (1 is normal).
    public var textScale: Double?

    /// Settings with the given values; the defaults are "not given".
    public init(colorScheme: ColorScheme = .noPreference, highContrast: Bool? = nil, accentColor: Color? = nil, reduceMotion: Bool? = nil, textScale: Double? = nil) {
        self.colorScheme = colorScheme
        self.highContrast = highContrast
        self.accentColor = accentColor
        self.reduceMotion = reduceMotion
        self.textScale = textScale
    }
}

/// A live source of the desktop's settings: reads them when it connects and hears of every
/// change. OpenUIKit waits on ``fileDescriptor`` and calls ``processIncoming()``.
@preconcurrency @MainActor
public protocol HostDesktopSettingsSource: AnyObject {
    /// The settings as last heard.
    var settings: HostDesktopSettings { get }
    /// Called with the new settings whenever they change.
    var onChange: ((HostDesktopSettings) -> Void)? { get set }
    /// A descriptor that becomes readable when the desktop sent something.
    var fileDescriptor: Int32? { get }
    /// Handles what the desktop sent; never blocks.
    func processIncoming()
    /// Disconnects; later calls do nothing.
    func close()
}
