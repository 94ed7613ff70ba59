import Foundation

/// A scene that shows windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows appear on.
    open var screen: UIScreen { .main }

    /// The scene's windows, in the order they were attached.
    open var windows: [UIWindow] { attachedWindows.map(\.window) }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The sizes the scene's windows may take; the window host gives them to the window
    /// system. Always present on Linux (iOS has them only on Mac Catalyst and visionOS).
    open private(set) var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions(scene: ())

    /// Held unowned (see `UIWindow.LiveWindow`); a window detaches itself when it goes.
    private var attachedWindows: [UIWindow.LiveWindow] = []

    func attach(_ window: UIWindow) {
        detach(windowWithID: ObjectIdentifier(window))
        attachedWindows.append(UIWindow.LiveWindow(window))
    }

    func detach(_ window: UIWindow) {
        detach(windowWithID: ObjectIdentifier(window))
    }

    func detach(windowWithID id: ObjectIdentifier) {
        attachedWindows.removeAll { $0.id == id }
    }
}

extension UIWindow {
    /// A window on a scene, filling its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        // Property observers do not run for assignments in the class's own initializers.
        joinScene()
    }
}
