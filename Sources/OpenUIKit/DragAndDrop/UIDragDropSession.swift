import Foundation

/// What drag sessions and drop sessions share: the items and where the touch is.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop in the same app may move the items rather than copy them.
    var allowsMoveOperation: Bool { get }
    /// Whether the items may be dropped only in the app that dragged them.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether any item can load an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether any item can load a bridged value (`String`, `URL`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}
