import Foundation
import OpenUIKitHost

/// Drops from other apps and drags out to them, through the seat's `wl_data_device`.
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

    public func setDragImage(_ image: HostDragImage?) {
        dragImage = image
    }

    public func dragOutside(types: [String], x: Int, y: Int) -> HostDragOperation {
        connection.seat?.clipboard?.dragOutside(from: self, types: types, at: (x, y)) ?? .none
    }

    public func endDragOutside() {
        connection.seat?.clipboard?.endDragOutside()
    }

    public func dropOutside(provide: @escaping @MainActor (String, @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation {
        connection.seat?.clipboard?.dropOutside(provide: provide) ?? .none
    }
}
