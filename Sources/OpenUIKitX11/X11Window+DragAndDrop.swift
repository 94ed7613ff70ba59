import Foundation
import OpenUIKitHost

/// Drag and drop with other apps, through XDND.
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

    public func dragOutside(types: [String], x: Int, y: Int) -> HostDragOperation {
        guard !isClosed else { return .none }
        return dragSource.move(types: types, x: x, y: y)
    }

    public func endDragOutside() {
        guard !isClosed else { return }
        dragSource.leave()
    }

    public func dropOutside(provide: @escaping @MainActor (String, @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation {
        guard !isClosed else { return .none }
        return dragSource.drop(provide: provide)
    }
}
