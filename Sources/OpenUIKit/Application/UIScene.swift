import Foundation

/// One instance of the app's interface, with its own lifecycle and delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// What a scene was connected with (URLs, activities); empty when launched plainly.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// URLs the scene was opened with: always empty here.
        public let urlContexts: Set<URL>
        /// The activities the scene was asked to show: the one an activation request
        /// carried, when it carried one.
        public let userActivities: Set<NSUserActivity>
        init(urlContexts: Set<URL> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }

    /// Where a scene is in its lifecycle.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (the app's `SceneDelegate`), kept alive by the scene.
    open var delegate: (any UISceneDelegate)?
    /// The scene's state.
    open internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene's windows.
    open var title: String?

    /// A scene for `session`. The application creates scenes; you don't.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are made by the app from a session; this makes an unattached scene with a
    /// fresh window-application session.
    public convenience override init() {
        self.init(
            session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
            connectionOptions: ConnectionOptions())
    }
}

/// Responds to a scene's lifecycle.
///
/// The app creates the delegate from `UISceneConfiguration.delegateClass`, so the class
/// needs an `init()` the protocol can call: unlike UIKit (which uses the Objective-C
/// runtime), a non-final delegate class must mark it `required` or be declared `final`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    /// The scene is being connected to the app: create its windows here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to continue `userActivity`: an activation request named its
    /// session (its window came to the front) and carried an activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing unless the delegate implements it.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// A scene delegate that owns the scene's main window, as Xcode's template `SceneDelegate` does.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}
