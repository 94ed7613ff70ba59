import Foundation

extension UIApplication {
    /// Whether the app may show several scenes (windows) at once: the main bundle's
    /// `UIApplicationSupportsMultipleScenes` when its Info.plist has a scene manifest,
    /// otherwise `true`.
    ///
    /// Differs from iOS, where a missing key means `false`: a Linux app usually has no
    /// Info.plist, and desktop apps are expected to open several windows.
    public var supportsMultipleScenes: Bool {
        guard let manifest = Bundle.main.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any] else { return true }
        return manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    }

    /// Activates a scene session: a new scene (a new desktop window) for a request of a
    /// role, or the request's existing session's scene, whose window comes to the front.
    ///
    /// A new scene connects through the app delegate's
    /// `application(_:configurationForConnecting:options:)`, and its delegate finds the
    /// request's activity in the connection options' `userActivities`; an existing scene's
    /// delegate is asked to continue the activity (`scene(_:continue:)`). The scene
    /// connects before this returns (iOS connects it a moment later).
    ///
    /// - Parameters:
    ///   - request: What to activate.
    ///   - errorHandler: Called with a ``UISceneError`` when the request cannot be met: a
    ///     second scene in an app that does not support several
    ///     (`multipleScenesNotSupported`), or a configuration naming no scene delegate
    ///     (`requestDenied`).
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        if let session = request.session, let scene = session.scene, scenesInOrder.contains(where: { $0 === scene }) {
            continueScene(scene, with: request.userActivity)
            return
        }
        guard scenesInOrder.isEmpty || supportsMultipleScenes else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let options = UIScene.ConnectionOptions(userActivities: request.userActivity.map { [$0] } ?? [])
        guard let scene = connectScene(session: request.session, options: options) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        bringToForeground(scene)
        MainLoop.scenesChanged()
    }

    /// Asks to activate `sceneSession`'s scene, or to create a new scene when it is `nil`:
    /// the same as ``activateSceneSession(for:errorHandler:)`` with the matching request.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        let request = sceneSession.map { UISceneSessionActivationRequest(session: $0, userActivity: userActivity, options: options) }
            ?? UISceneSessionActivationRequest(userActivity: userActivity, options: options)
        activateSceneSession(for: request, errorHandler: errorHandler)
    }

    /// Closes `sceneSession`'s scene and discards the session: the scene's delegate hears
    /// it resign, enter the background and disconnect, its windows close, and the app
    /// delegate's `application(_:didDiscardSceneSessions:)` gets the session. An app whose
    /// last window closes this way ends, as desktop apps do.
    ///
    /// - Parameters:
    ///   - sceneSession: The session to destroy.
    ///   - options: Unused on Linux (windows close without an animation to choose).
    ///   - errorHandler: Called with `requestDenied` when the session is not one of the
    ///     app's open sessions.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let scene = sceneSession.scene, scenesInOrder.contains(where: { $0 === scene }) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        disconnect(scene)
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
        MainLoop.scenesChanged()
    }

    /// Moves a newly connected scene to the foreground and makes it active.
    func bringToForeground(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    private func continueScene(_ scene: UIScene, with activity: NSUserActivity?) {
        if let activity { scene.delegate?.scene(scene, continue: activity) }
        MainLoop.activate(scene)
    }

    /// Takes `scene` through resigning, the background and disconnection, and hides its
    /// windows.
    private func disconnect(_ scene: UIScene) {
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
        }
        scene.delegate?.sceneDidDisconnect(scene)
        scene.activationState = .unattached
        let windows = (scene as? UIWindowScene)?.windows ?? []
        let heldKey = windows.contains { $0.isKeyWindow }
        for window in windows { window.isHidden = true }
        scenesInOrder.removeAll { $0 === scene }
        scene.session.scene = nil
        // The key window goes to the most recently opened window left.
        if heldKey, let next = scenesInOrder.reversed().lazy.compactMap({ ($0 as? UIWindowScene)?.windows.first { !$0.isHidden } }).first {
            next.makeKey()
        }
    }
}
