import Foundation

/// The focus-driven interactions a focusable view supports.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    /// A set of interactions from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action the keyboard can run while it has focus. Tab reaches
    /// it (as if Full Keyboard Access were on: OpenUIKit's keyboard focus always is).
    public static let activate = FocusInteractions(rawValue: 1 << 0)

    /// The view takes keyboard input: a tap or click focuses it, and Tab reaches it.
    public static let edit = FocusInteractions(rawValue: 1 << 1)

    /// What interactive content supports on iOS: both.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}
