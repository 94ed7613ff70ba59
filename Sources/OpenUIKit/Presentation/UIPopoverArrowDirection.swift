import Foundation

/// Sides of its source a popover may sit on, named by where its arrow would point:
/// `.up` puts the popover below its source.
///
/// In iOS 26's look popovers grow out of their source without an arrow; the direction
/// still picks the side.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The popover sits to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The popover sits to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any side.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not placed yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
