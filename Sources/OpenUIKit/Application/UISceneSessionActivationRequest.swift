import Foundation

/// What to activate: a scene session of a role (a new window), or an existing session (an
/// open window brought forward), with a user activity telling the scene what to show.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.inspector")
/// UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
/// ```
@preconcurrency @MainActor
public struct UISceneSessionActivationRequest {
    /// The role of the session to activate.
    public let role: UISceneSession.Role
    /// The session to activate, when the request names one.
    public let session: UISceneSession?
    /// The activity the scene receives.
    public var userActivity: NSUserActivity?
    /// Further options.
    public var options: UIScene.ActivationRequestOptions?

    /// A request for a session of `role`: on Linux, always a new window.
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        session = nil
        self.userActivity = userActivity
        self.options = options
    }

    /// A request to activate `session`: its window comes to the front, and its scene's
    /// delegate continues `userActivity` when one is given.
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}
