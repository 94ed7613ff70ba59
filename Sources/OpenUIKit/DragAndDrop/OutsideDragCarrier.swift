import Foundation

/// Carries a drag in the app out of its window to other apps. The window host sets itself
/// as the carrier of the window it presents; a window without one keeps its drags inside.
@MainActor
protocol OutsideDragCarrier: AnyObject {
    /// The drag is at `point` in window coordinates, outside the window: the app under it,
    /// if any, hears where it is and says whether it would take it.
    /// `preview` is the lifted picture the flight moves, held `grip` from its top left.
    func carry(_ session: DragSessionState, to point: CGPoint, preview: UIView?, grip: CGPoint)
    /// The drag came back into the window, or was cancelled outside it.
    func bringBack(_ session: DragSessionState)
    /// The user let go outside the window. Returns what the app under the drag does with it;
    /// `transferred` runs once that app has been given the items' data.
    func drop(_ session: DragSessionState, transferred: @escaping @MainActor () -> Void) -> UIDropOperation
}
