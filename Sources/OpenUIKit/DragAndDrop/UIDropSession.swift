import Foundation

/// The drop side of a drag, as a drop interaction's delegate sees it; it loads the items'
/// data once the user drops.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    /// The drag session when the drag started in this app; `nil` for a drag from another app.
    var localDragSession: (any UIDragSession)? { get }
    /// Whether the system shows progress while the drop's data loads.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from each item that has one, then calls `completion`
    /// on the main actor with them in item order. Call it from `performDrop`.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Loads a bridged value (`String`, `URL`) from each item that has one, then calls
    /// `completion` on the main actor with them in item order.
    ///
    /// ```swift
    /// func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    ///     session.loadObjects(ofClass: String.self) { titles in self.add(titles) }
    /// }
    /// ```
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { object in
                guard let object = object as? T._ObjectiveCType else { return nil }
                var value: T?
                T._forceBridgeFromObjectiveC(object, result: &value)
                return value
            })
        }
    }
}
