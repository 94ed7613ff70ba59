import Foundation

// An OpenUIKit extension: launching an app in-process, which `UIApplicationMain` and
// `@main` use and tests call directly (iOS launches apps itself).

extension UIApplication {
    /// Launches an app with a delegate: the launch callbacks, then one window scene
    /// connected through the delegate's configuration (or the delegate's own `window`).
    /// Returns the app. An OpenUIKit entry point used by `UIApplicationMain` and `@main`,
    /// and by tests that launch an app without running the main loop.
    @discardableResult
    public static func launch(delegate: any UIApplicationDelegate, applicationClass: UIApplication.Type = UIApplication.self) -> UIApplication {
        let app = applicationClass.init()
        current = app
        app.delegate = delegate
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        app.connectInitialScene()
        app.applicationState = .active
        delegate.applicationDidBecomeActive(app)
        for scene in app.scenesInOrder {
            app.bringToForeground(scene)
        }
        return app
    }
}
