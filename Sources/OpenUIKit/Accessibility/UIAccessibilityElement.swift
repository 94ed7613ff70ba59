import Foundation

/// An accessibility element for something on screen that is not a view of its own: a
/// bar of a chart, a cell of a game board, a part of a custom control.
///
/// The view that draws the item makes one element per item and lists them, in reading
/// order, in its ``UIResponder/accessibilityElements``:
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chart)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42 steps"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 80, y: 20, width: 30, height: 100)
/// chart.accessibilityElements = [bar]
/// ```
///
/// Unlike a view, an element is an accessibility element by default: it exists to be
/// read.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view (or element) that contains this element and lists it among its
    /// ``UIResponder/accessibilityElements``.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates, so it follows the view
    /// when the view moves or scrolls. `CGRect.null` (the default) means
    /// ``UIResponder/accessibilityFrame`` holds screen coordinates instead; setting either
    /// clears the other.
    open var accessibilityFrameInContainerSpace: CGRect = .null {
        didSet { if !accessibilityFrameInContainerSpace.isNull { accessibilityAttributes.frame = nil } }
    }

    /// A string that identifies the element to UI tests and tools.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }

    /// An element inside `container`, a view (or another element) that lists it among its
    /// accessibility elements.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    override var defaultIsAccessibilityElement: Bool { true }

    /// Screen coordinates: the frame set directly, or the container-space frame carried to
    /// the screen through the containers.
    open override var accessibilityFrame: CGRect {
        get {
            guard !accessibilityFrameInContainerSpace.isNull else { return super.accessibilityFrame }
            return Self.screenRect(accessibilityFrameInContainerSpace, in: accessibilityContainer)
        }
        set {
            accessibilityFrameInContainerSpace = .null
            super.accessibilityFrame = newValue
        }
    }

    /// Carries a rectangle in `container`'s space up to screen coordinates: a view
    /// converts it; an element offsets it by its own frame on screen.
    static func screenRect(_ rect: CGRect, in container: AnyObject?) -> CGRect {
        switch container {
        case let view as UIView:
            return view.window == nil ? rect : view.convert(rect, to: nil)
        case let element as UIAccessibilityElement:
            let origin = element.accessibilityFrame.origin
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        default:
            return rect
        }
    }
}
