import Foundation

/// A SwiftUI app: its scenes, and `@main` to run it.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup {
///             CounterView()
///         }
///     }
/// }
/// ```
///
/// Run on the Linux desktop (with `OpenUIKitDesktop` linked), the first window group opens
/// a window when `DISPLAY` is set; without one the app runs headless, as `UIApplicationMain`
/// does (`OPENUIKIT_FRAMES_DIR` writes its frames as PNG files). `scenePhase` in the
/// environment follows the window's scene.
@preconcurrency @MainActor
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app; SwiftUI calls it once at launch.
    init()
}

extension App {
    /// The entry point `@main` uses: launches the app and runs its main loop.
    public static func main() {
        launch()
        UIApplication.runMainLoop()
    }

    /// Launches the app without running the main loop: its delegate (and any
    /// `@UIApplicationDelegateAdaptor` delegate) hears the launch and the first window
    /// group's window opens. Returns the UIKit application.
    @discardableResult
    static func launch() -> UIApplication {
        UIApplication.launch(delegate: AppHostDelegate(app: Self()))
    }
}

/// The UIKit application delegate behind an ``App``: it keeps the app value, forwards the
/// app's life to an adapted delegate, and connects scenes showing the first window group.
final class AppHostDelegate: UIResponder, UIApplicationDelegate {
    let app: (any App)?
    let adapted: (any UIApplicationDelegate)?

    init(app: any App) {
        self.app = app
        adapted = Mirror(reflecting: app).children.lazy.compactMap { ($0.value as? any DelegateAdapting)?.adaptedDelegate }.first
        super.init()
    }

    /// A delegate without an app, which opens no window.
    required override init() {
        app = nil
        adapted = nil
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        adapted?.application(application, willFinishLaunchingWithOptions: launchOptions) ?? true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        adapted?.application(application, didFinishLaunchingWithOptions: launchOptions) ?? true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = AppSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { adapted?.applicationDidBecomeActive(application) }

    func applicationWillResignActive(_ application: UIApplication) { adapted?.applicationWillResignActive(application) }

    func applicationWillTerminate(_ application: UIApplication) { adapted?.applicationWillTerminate(application) }

    /// The first window group of the app's scenes: the one that opens at launch.
    var firstWindowGroup: (any WindowGroupScene)? { app?.body.windowGroups.first }

    /// The scene a window request names: by identifier, or by the type of value it presents.
    func windowGroup(for request: WindowRequest) -> (any WindowGroupScene)? {
        app?.body.windowGroups.first { request.matches($0) }
    }
}

/// The scene delegate of an ``App``'s windows: it opens the window group's window and tells
/// the SwiftUI content when the scene's phase changes.
final class AppSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// What the window shows: the request it was opened for (the launch window's names the
    /// first group).
    private(set) var request: WindowRequest?

    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let host = UIApplication.shared.delegate as? AppHostDelegate else { return }
        let asked = connectionOptions.userActivities.lazy.compactMap(WindowRequest.init).first
        guard let group = asked.flatMap(host.windowGroup(for:)) ?? host.firstWindowGroup else { return }
        request = WindowRequest(id: group.groupID, typeName: asked?.typeName, value: asked?.value)
        if let title = group.windowTitle { windowScene.title = title }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = group.makeRootViewController(value: asked?.value)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { phaseChanged() }
    func sceneWillResignActive(_ scene: UIScene) { phaseChanged() }
    func sceneWillEnterForeground(_ scene: UIScene) { phaseChanged() }
    func sceneDidEnterBackground(_ scene: UIScene) { phaseChanged() }

    /// The hosting views in the window read the scene's phase again.
    private func phaseChanged() {
        window?.rootViewController?.view.setNeedsRootEnvironmentUpdate()
    }
}
