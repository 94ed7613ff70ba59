import Foundation

/// Whether the system shows progress while a drop's data loads.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator: the app shows its own.
    case none = 0
    /// The system's indicator, for loads that take a while.
    case `default` = 1
}
