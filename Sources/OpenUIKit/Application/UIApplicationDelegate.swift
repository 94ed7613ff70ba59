import Foundation

/// Keys of the launch options dictionary.
public struct UIApplicationLaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public typealias LaunchOptionsKey = UIApplicationLaunchOptionsKey
}

/// The app's delegate: launch, scene configuration, lifecycle.
///
/// Mark it `@main`, as in an iOS app; launching calls `UIApplicationMain`.
///
/// Differs from UIKit: the protocol requires `init()`. UIKit makes the delegate from its
/// class name through the Objective-C runtime; Swift on Linux can only make an object from
/// a class value through an initializer the compiler knows every subclass has, so a
/// non-final delegate class marks its `init()` `required` (or the class is `final`).
/// Making `UIResponder.init()` required instead would force it on every view and
/// controller subclass with its own initializers.
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      configurationForConnecting session: UISceneSession,
///                      options: UIScene.ConnectionOptions) -> UISceneConfiguration {
///         let configuration = UISceneConfiguration(name: "Default", sessionRole: session.role)
///         configuration.delegateClass = SceneDelegate.self
///         return configuration
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The user closed windows (or the app destroyed their sessions): their sessions are gone.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app's window when it does not use scenes.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// Returns `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// The default configuration for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing unless the delegate implements it.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing unless the delegate implements it.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing unless the delegate implements it.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing unless the delegate implements it.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// No window: scene-based apps keep theirs in the scene delegate.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// The entry point `@main` uses: launches the app with this delegate.
    public static func main() {
        UIApplication.launch(delegate: Self.init())
        UIApplication.runMainLoop()
    }
}
