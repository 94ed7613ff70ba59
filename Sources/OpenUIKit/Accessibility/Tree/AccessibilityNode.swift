import Foundation

/// One entry of the accessibility tree as a screen reader sees it: an element (a label,
/// a button) or a group whose elements are read together. An OpenUIKit addition for
/// tests and the Linux screen reader bridge; iOS keeps this tree inside VoiceOver.
///
/// Read a screen's tree with ``UIView/accessibilityTree`` or its reading order with
/// ``UIView/voiceOverOrder``.
public struct AccessibilityNode {
    /// The view or ``UIAccessibilityElement`` this node describes.
    public let object: UIResponder
    /// Whether the node is an element VoiceOver stops on (`false`: a group of elements).
    public let isElement: Bool
    /// The spoken name.
    public let label: String?
    /// The current value.
    public let value: String?
    /// The hint, read after a pause.
    public let hint: String?
    /// The traits.
    public let traits: UIAccessibilityTraits
    /// The frame in screen (window) coordinates.
    public let frame: CGRect
    /// Where activation lands, in screen coordinates.
    public let activationPoint: CGPoint
    /// The identifier UI tests find it by.
    public let identifier: String?
    /// The names of its custom actions, in order.
    public let customActionNames: [String]
    /// The kind of container a group is.
    public let containerType: UIAccessibilityContainerType
    /// A group's nodes, in reading order; empty for an element.
    public let children: [AccessibilityNode]

    /// The elements under this node in reading order: itself when it is an element.
    public var elements: [AccessibilityNode] {
        isElement ? [self] : children.flatMap(\.elements)
    }
}
