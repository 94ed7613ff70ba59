import Foundation
import OpenUIKitHost

/// Drops from other apps, through the seat's `wl_data_device`.
extension WaylandWindow {
    public func answerDrag(_ operation: HostDragOperation) {
        connection.seat?.clipboard?.answerDrag(operation)
    }

    public func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void) {
        guard let clipboard = connection.seat?.clipboard else { return completion(nil) }
        clipboard.loadDraggedData(type: type, completion: completion)
    }

    public func finishDrop(_ operation: HostDragOperation) {
        connection.seat?.clipboard?.finishDrop(operation)
    }
}
