import Foundation

/// A scene that shows windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows appear on.
    open var screen: UIScreen { .main }

    /// The scene's windows, in the order they were attached.
    open var windows: [UIWindow] { attachedWindows.compactMap(\.window) }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The sizes the scene's windows may take; the window host gives them to the window
    /// system. Always present on Linux (iOS has them only on Mac Catalyst and visionOS).
    open private(set) var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions(scene: ())

    private struct WindowReference {
        weak var window: UIWindow?
    }

    private var attachedWindows: [WindowReference] = []

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WindowReference(window: window))
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }
}

extension UIWindow {
    /// A window on a scene, filling its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        // Property observers do not run for assignments in the class's own initializers.
        windowScene.attach(self)
        screen = windowScene.screen
    }
}
