import Foundation

/// How to create a scene: its name, role, and delegate class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (from Info.plist on iOS; any string here).
    public let name: String?
    /// The role of sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, created when the scene connects.
    public var delegateClass: AnyClass?
    /// The class of scene to create; `UIWindowScene` by default.
    public var sceneClass: AnyClass?

    /// A configuration called `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
