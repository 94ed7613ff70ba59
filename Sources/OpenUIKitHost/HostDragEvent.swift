import Foundation

/// Another app's drag over a window, in device pixels: what ``HostEvent/drag(_:)`` carries.
public enum HostDragEvent: Equatable, Sendable {
    /// A drag offering data of `types` (MIME types) entered the window at (`x`, `y`).
    case entered(types: [String], x: Int, y: Int)
    /// The drag moved to (`x`, `y`).
    case moved(x: Int, y: Int)
    /// The drag left the window, or its source gave up.
    case left
    /// The user dropped at (`x`, `y`). The app loads what it wants with
    /// ``HostSurface/loadDraggedData(type:completion:)`` and then calls
    /// ``HostSurface/finishDrop(_:)``.
    case dropped(x: Int, y: Int)
}

/// What the app would do with another app's drag where it is now.
public enum HostDragOperation: Equatable, Sendable {
    /// Not take it.
    case none
    /// Copy the data.
    case copy
    /// Move it: the source deletes its copy after the drop.
    case move
}
