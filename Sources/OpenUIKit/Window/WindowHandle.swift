/// What a window is reached through by things that may outlive it, so the window itself
/// is never weakly referenced (a weakly referenced object pays for every retain through a
/// side table, and every view reaches its window): the task of an update pass scheduled
/// for the next turn of the main queue holds this. The window clears it when it goes.
@MainActor
final class WindowHandle {
    unowned(unsafe) var window: UIWindow?
    /// The scene the window is attached to, which it leaves when it goes.
    weak var scene: UIWindowScene?
}
