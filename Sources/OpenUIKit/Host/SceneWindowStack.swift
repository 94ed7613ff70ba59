import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenCoreGraphics
import OpenUIKitHost

/// A window scene's visible windows as one screen shows them, lowest first: by `windowLevel`,
/// then the key window above others of its level, then the order they joined the scene.
/// A desktop window (or a headless run) shows the lowest, its base, and composites the
/// others over it (an alert's own window, a HUD at `.statusBar` level), as iOS stacks a
/// scene's windows on its screen; touches go to the topmost window with a view under them.
@MainActor
struct SceneWindowStack {
    /// The windows, lowest first.
    let windows: [UIWindow]

    /// The visible windows of `scene`.
    init(scene: UIWindowScene) {
        self.init(ordering: scene.windows)
    }

    /// The visible windows sharing `window`'s scene; a window without a scene stands alone.
    init(around window: UIWindow) {
        if let scene = window.windowScene {
            self.init(scene: scene)
        } else {
            self.init(ordering: [window])
        }
    }

    private init(ordering candidates: [UIWindow]) {
        let visible = candidates.enumerated().filter { !$0.element.isHidden }
        windows = visible.sorted { a, b in
            if a.element.windowLevel != b.element.windowLevel { return a.element.windowLevel < b.element.windowLevel }
            if a.element.isKeyWindow != b.element.isKeyWindow { return b.element.isKeyWindow }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The window a desktop window is made for: the lowest.
    var base: UIWindow? { windows.first }

    /// The windows shown over `base`, lowest first.
    func overlays(above base: UIWindow) -> [UIWindow] {
        windows.filter { $0 !== base }
    }

    /// The window a touch at `point` (in `base`'s coordinates) goes to, with the point in
    /// that window's coordinates: the topmost overlay with a view there, else `base`.
    static func target(at point: CGPoint, base: UIWindow, overlays: [UIWindow]) -> (window: UIWindow, point: CGPoint) {
        for overlay in overlays.reversed() {
            let local = CGPoint(x: point.x + base.frame.minX - overlay.frame.minX, y: point.y + base.frame.minY - overlay.frame.minY)
            if overlay.bounds.contains(local), overlay.hitTest(local, with: nil) != nil { return (overlay, local) }
        }
        return (base, point)
    }
}
