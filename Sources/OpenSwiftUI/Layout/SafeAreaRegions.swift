import Foundation

/// Kinds of safe area: what bars and the device take (`container`), and what the keyboard
/// takes (`keyboard`).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of bars, the sensor housing and the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every kind.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A top or bottom edge.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

/// A leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}
