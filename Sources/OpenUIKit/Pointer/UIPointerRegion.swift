import Foundation

/// A part of an interaction's view with one pointer style; moving between regions changes
/// the style.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells regions apart: moving to a region with another identifier re-styles.
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether `other` is the same region: the same identifier, or without identifiers the
    /// same rectangle.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        if identifier != nil || other.identifier != nil { return identifier == other.identifier }
        return rect == other.rect
    }
}
