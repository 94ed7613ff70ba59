import Foundation

/// A range of a string in UTF-16 code units, as Core Foundation describes one.
///
/// Core Text's indices count UTF-16 code units, like `NSString` and `NSRange`; a length of
/// 0 in a range passed to Core Text usually means "to the end".
public struct CFRange: Sendable, Hashable {
    /// The first index.
    public var location: CFIndex
    /// How many code units.
    public var length: CFIndex

    /// The empty range at 0.
    public init() {
        location = 0
        length = 0
    }

    /// A range from its start and length.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// A range from its start and length.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// Core Foundation's attributed string: on Linux, Foundation's `NSAttributedString`.
///
/// Apple's code passes `string as CFAttributedString`; here that cast is an identity.
public typealias CFAttributedString = NSAttributedString
