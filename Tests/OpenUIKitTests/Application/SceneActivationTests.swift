import Foundation
import Testing
@testable import OpenUIKit

/// Several scenes in one app: activation requests connect new scenes with their activity,
/// bring existing ones forward, and destruction requests take scenes through their end.
@MainActor
@Suite(.serialized) struct SceneActivationTests {
    @Test func aRequestConnectsASecondSceneWithItsActivity() throws {
        let app = WindowsSceneDelegate.launch()
        var failure: (any Error)?
        app.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: WindowsSceneDelegate.activity("inspector"))) { failure = $0 }
        #expect(failure == nil)
        #expect(app.connectedScenes.count == 2)
        #expect(app.openSessions.count == 2)
        let inspector = try #require(app.windowsScene("inspector"))
        let scene = try #require(inspector.window?.windowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.delegateClass == WindowsSceneDelegate.self, "the session keeps the delegate's configuration")
        #expect(WindowsSceneDelegate.events == [
            "main: connect", "main: foreground", "main: active",
            "inspector: connect", "inspector: foreground", "inspector: active",
        ])
        #expect(inspector.window?.isKeyWindow == true, "the new window is key")
        #expect(app.windowsScene("main")?.window?.isKeyWindow == false)
    }

    @Test func theOlderRequestFormDoesTheSame() throws {
        let app = WindowsSceneDelegate.launch()
        app.requestSceneSessionActivation(nil, userActivity: WindowsSceneDelegate.activity("second"), options: nil)
        #expect(app.windowsScene("second") != nil)
        #expect(app.scenesInOrder.count == 2)
    }

    @Test func activatingAnOpenSessionContinuesItsActivityWithoutANewScene() throws {
        let app = WindowsSceneDelegate.launch()
        let main = try #require(app.windowsScene("main")?.window?.windowScene)
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = main
        app.activateSceneSession(for: UISceneSessionActivationRequest(session: main.session, userActivity: WindowsSceneDelegate.activity("detail"), options: options))
        #expect(app.scenesInOrder.count == 1)
        #expect(WindowsSceneDelegate.events.last == "main: continue detail")
    }

    @Test func destroyingASessionEndsItsSceneAndHandsTheKeyWindowOn() throws {
        let app = WindowsSceneDelegate.launch()
        app.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: WindowsSceneDelegate.activity("inspector")))
        let inspector = try #require(app.windowsScene("inspector"))
        let window = try #require(inspector.window)
        let session = try #require(window.windowScene?.session)
        WindowsSceneDelegate.events = []
        var became: [ObjectIdentifier] = []
        let observer = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { note in
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated { if let id { became.append(id) } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.requestSceneSessionDestruction(session, options: nil)
        #expect(WindowsSceneDelegate.events == ["inspector: resign", "inspector: background", "inspector: disconnect"])
        #expect(WindowsAppDelegate.discarded == ["Default Configuration"], "the app delegate hears the session go")
        #expect(app.scenesInOrder.count == 1 && session.scene == nil)
        #expect(window.isHidden, "the scene's windows close")
        #expect(app.windowsScene("main")?.window?.isKeyWindow == true, "the key window goes to the window left")
        let main = try #require(app.windowsScene("main")?.window)
        #expect(became == [ObjectIdentifier(main)])
        var failure: (any Error)?
        app.requestSceneSessionDestruction(session, options: nil) { failure = $0 }
        #expect((failure as? UISceneError)?.code == .requestDenied, "a session already gone cannot be destroyed again")
    }

    @Test func makingAWindowKeyTellsBothWindows() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.makeKeyAndVisible()
        var heard: [String] = []
        let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let id = note.object.map { ObjectIdentifier($0 as AnyObject) }, became = note.name == UIWindow.didBecomeKeyNotification
                MainActor.assumeIsolated {
                    guard let id, id == ObjectIdentifier(first) || id == ObjectIdentifier(second) else { return }
                    heard.append("\(id == ObjectIdentifier(first) ? "first" : "second") \(became ? "became" : "resigned")")
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        second.makeKeyAndVisible()
        second.makeKey()
        #expect(heard == ["first resigned", "second became"], "making the key window key again says nothing")
        #expect(!first.isKeyWindow && second.isKeyWindow)
    }

    @Test func anActivityKeepsWhatItIsGiven() {
        let activity = NSUserActivity(activityType: "org.openuikit.tests.page")
        activity.userInfo = ["page": "one", "scroll": 10]
        activity.addUserInfoEntries(from: ["page": "two"])
        #expect(activity.activityType == "org.openuikit.tests.page")
        #expect(activity.userInfo?["page"] as? String == "two" && activity.userInfo?["scroll"] as? Int == 10)
        #expect(UIApplication.shared.supportsMultipleScenes, "a Linux app without a scene manifest may open several windows")
        #expect(UISceneError(.multipleScenesNotSupported).code.rawValue == 0 && UISceneError.errorDomain == UISceneErrorDomain)
    }
}
