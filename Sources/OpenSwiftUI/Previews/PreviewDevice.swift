import Foundation

/// A simulator device to run a preview on, named as Xcode names it (`"iPhone 16 Pro"`).
///
/// OpenUIKit's preview tools record it; they render every preview on one phone screen.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, written as a literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
