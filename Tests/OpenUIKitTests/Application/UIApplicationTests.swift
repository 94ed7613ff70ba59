import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var events: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        Self.events.append("willConnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { Self.events.append("didBecomeActive") }
}

@MainActor
final class TestAppDelegate: UIResponder, UIApplicationDelegate {
    static var launched = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launched = true
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TestSceneDelegate.self
        return configuration
    }
}

/// Named as Xcode's template names it: apps whose configuration names no delegate class
/// get `<module>.SceneDelegate`, as the template's Info.plist says.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var connected = false

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.connected = scene is UIWindowScene
    }
}

/// Xcode's template app delegate: the configuration it returns names no delegate class.
@MainActor
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@MainActor
@Suite(.serialized) struct UIApplicationTests {
    @Test func aTemplateAppFindsItsSceneDelegateByTheManifestsDefaultName() {
        SceneDelegate.connected = false
        _ = UIApplication.launch(delegate: TemplateAppDelegate())
        #expect(SceneDelegate.connected)
    }

    @Test func launchConnectsASceneWhoseDelegateMakesTheWindow() throws {
        TestSceneDelegate.events = []
        let app = UIApplication.launch(delegate: TestAppDelegate())
        #expect(TestAppDelegate.launched)
        #expect(UIApplication.shared === app && app.applicationState == .active)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(TestSceneDelegate.events == ["willConnect", "didBecomeActive"])
        let window = try #require(scene.keyWindow)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.rootViewController?.view.window === window)
    }

    @Test func unknownDelegateClassNameFailsClearly() {
        var arguments: [UnsafeMutablePointer<CChar>?] = [nil]
        let status = arguments.withUnsafeMutableBufferPointer {
            UIApplicationMain(0, $0.baseAddress!, nil, "NoSuchModule.NoSuchDelegate")
        }
        #expect(status == 1)
    }
}
