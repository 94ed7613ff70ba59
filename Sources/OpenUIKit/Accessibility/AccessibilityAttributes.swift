import Foundation

/// The accessibility attributes an app set on an object; `nil` where it set nothing, so
/// the class's default (a label's text, a button's trait) applies.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    /// Where the object comes among its siblings in reading order: higher first, then by
    /// position (SwiftUI's `accessibilitySortPriority`).
    var readingPriority: Double = 0
    /// The large content viewer's: whether the view shows in it, and what it shows.
    var showsLargeContentViewer: Bool?
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage: Bool?
    var largeContentImageInsets = UIEdgeInsets.zero

    /// Attributes on the heap, made the first time an object is annotated.
    final class Box {
        var attributes: AccessibilityAttributes
        init(_ attributes: AccessibilityAttributes) { self.attributes = attributes }
    }
}
