import Foundation

/// The running app: its delegate, scenes, windows and state.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app object, once launched (an unlaunched one before). Read-only, as in UIKit:
    /// launching sets it.
    public static var shared: UIApplication { current }

    static var current = UIApplication()

    /// The app's delegate (kept alive by the app, as UIKit does for the launch delegate).
    open var delegate: (any UIApplicationDelegate)?

    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Whether the app is in the foreground and receiving events.
    open internal(set) var applicationState: State = .inactive

    /// Connected scenes.
    open var connectedScenes: Set<UIScene> { Set(scenesInOrder) }

    /// Connected scenes, in the order they connected: the desktop opens their windows in it.
    package internal(set) var scenesInOrder: [UIScene] = []

    /// Open scene sessions.
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map { $0.session }) }

    public required override init() { super.init() }

    func connectInitialScene() {
        connectScene(session: nil, options: UIScene.ConnectionOptions())
    }

    /// Connects a scene for `session` (a new session when `nil`) through the app delegate's
    /// configuration: the scene and its delegate are made, the delegate hears it connect.
    /// Returns `nil` when the configuration names no scene delegate the app has.
    @discardableResult
    func connectScene(session existing: UISceneSession?, options: UIScene.ConnectionOptions) -> UIScene? {
        guard let delegate else { return nil }
        let session = existing ?? UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        guard let delegateType = (configuration.delegateClass as? any UISceneDelegate.Type) ?? sceneDelegateFromManifest(configuration)
        else { return nil }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = delegateType.init()
        scenesInOrder.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// Dispatches an event to the windows its touches are in.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touchList {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Runs the app's main loop for ever: the main queue (scheduled update passes, model
    /// changes from other threads), and a display refresh that ticks animations and
    /// presents each window scene in a desktop window (Wayland when `WAYLAND_DISPLAY` is
    /// set, X11 when `DISPLAY` is), otherwise the key window headless
    /// (with `OPENUIKIT_FRAMES_DIR` set, changed frames are written there as PNG files; the
    /// app ends after `OPENUIKIT_FRAME_LIMIT` presented frames, or without a limit once its
    /// screen has not changed for `OPENUIKIT_IDLE_EXIT_SECONDS`, 5 by default).
    public static func runMainLoop() -> Never {
        MainLoop.run()
    }

    /// Ends the app: the delegates hear the scenes disconnect and the app terminate, then
    /// the process exits with status 0. (UIKit apps do not quit themselves; OpenUIKit's do
    /// when their window closes.)
    func terminate() -> Never {
        applicationState = .background
        for scene in scenesInOrder {
            scene.delegate?.sceneDidDisconnect(scene)
        }
        delegate?.applicationWillTerminate(self)
        MainLoop.shutDown()
        exit(0)
    }
}

/// Starts an app: creates the application object and its delegate from class names
/// ("Module.ClassName"), launches it and runs the main loop. Never returns.
///
/// Unlike UIKit, which looks classes up in the Objective-C runtime, names must be fully
/// qualified Swift class names; `nil` uses `UIApplication` for the app.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let appType = principalClassName.flatMap { _typeByName($0) as? UIApplication.Type } ?? UIApplication.self
    guard let name = delegateClassName, let delegateType = _typeByName(name) as? any UIApplicationDelegate.Type else {
        FileHandle.standardError.write(Data("UIApplicationMain: no UIApplicationDelegate class named \(delegateClassName ?? "nil")\n".utf8))
        return 1
    }
    UIApplication.launch(delegate: delegateType.init(), applicationClass: appType)
    UIApplication.runMainLoop()
}
