import Foundation
import OpenUIKitHost

/// Drops from other apps, through XDND.
extension X11Window {
    public func answerDrag(_ operation: HostDragOperation) {
        dragTarget.answer(operation)
    }

    public func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void) {
        dragTarget.load(type, completion: completion)
    }

    public func finishDrop(_ operation: HostDragOperation) {
        dragTarget.finish(operation)
    }
}
