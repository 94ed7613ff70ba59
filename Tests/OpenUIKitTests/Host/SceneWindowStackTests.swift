import Foundation
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// A scene's other windows (a HUD, an alert's own window) show over its main window in the
/// one desktop window, take the touches over their views, and leave no trace when hidden.
@MainActor
@Suite(.manualClock) struct SceneWindowStackTests {
    /// A blue main window of 80 × 60 and a red 20 × 20 HUD window at (50, 10) above it.
    /// The scene the windows are on: a window holds its scene weakly, as in UIKit.
    private let scene: UIWindowScene

    init() {
        scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                              connectionOptions: UIScene.ConnectionOptions())
    }

    private func stack() -> (main: UIWindow, hud: UIWindow, button: UIButton, taps: () -> Int) {
        let main = UIWindow(windowScene: scene)
        main.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        main.screen = UIScreen(bounds: main.bounds, scale: 1)
        main.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        main.makeKeyAndVisible()
        let hud = UIWindow(windowScene: scene)
        hud.frame = CGRect(x: 50, y: 10, width: 20, height: 20)
        hud.windowLevel = .statusBar
        hud.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var taps = 0
        let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
        button.frame = hud.bounds
        hud.addSubview(button)
        hud.isHidden = false
        return (main, hud, button, { taps })
    }

    @Test func aHUDWindowShowsOverTheMainWindowAndGoesWhenHidden() {
        let (main, hud, _, _) = stack()
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: main, surface: surface)
        host.presentFrame()
        #expect(host.overlays.count == 1 && host.overlays.first === hud)
        #expect(surface.rgb(60, 20) == (255, 0, 0), "the HUD's red over the main window")
        #expect(surface.rgb(20, 20) == (0, 0, 255), "the main window's blue elsewhere")
        #expect(hud.screen.scale == main.screen.scale)

        hud.isHidden = true
        host.presentFrame()
        #expect(host.overlays.isEmpty)
        #expect(surface.rgb(60, 20) == (0, 0, 255), "hidden, the HUD leaves the main window's pixels")
        #expect(surface.presented.last == HostPixelRect(x: 50, y: 10, width: 20, height: 20), "only what it covered is sent again")
    }

    @Test func aKeyHUDDoesNotReplaceTheMainWindowOnTheDesktop() {
        let (main, hud, _, _) = stack()
        hud.makeKeyAndVisible()
        let stack = SceneWindowStack(around: main)
        #expect(stack.base === main, "the lowest window stays the desktop window's")
        #expect(stack.overlays(above: main).first === hud)
        hud.windowLevel = .normal
        #expect(SceneWindowStack(around: main).windows.last === hud, "of one level, the key window is on top")
    }

    @Test func touchesGoToTheTopmostWindowWithAViewUnderThem() {
        let (main, hud, button, taps) = stack()
        defer { withExtendedLifetime(hud) {} }
        var mainTaps = 0
        let mainButton = UIButton(primaryAction: UIAction { _ in mainTaps += 1 })
        mainButton.frame = main.bounds
        main.addSubview(mainButton)
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: main, surface: surface)
        host.presentFrame()
        surface.events = [.pointer(phase: .down, x: 60, y: 20), .pointer(phase: .up, x: 60, y: 20)]
        host.processEvents()
        #expect(taps() == 1 && mainTaps == 0, "the HUD's button, in the HUD's coordinates")
        #expect(button.window != nil)
        surface.events = [.pointer(phase: .down, x: 20, y: 20), .pointer(phase: .up, x: 20, y: 20)]
        host.processEvents()
        #expect(taps() == 1 && mainTaps == 1, "beside the HUD, the main window")
        // A touch keeps to the window it began in, even when it moves over another.
        surface.events = [.pointer(phase: .down, x: 60, y: 20), .pointer(phase: .moved, x: 20, y: 20), .pointer(phase: .moved, x: 62, y: 22), .pointer(phase: .up, x: 62, y: 22)]
        host.processEvents()
        #expect(taps() == 2 && mainTaps == 1)
    }

    @Test func aWindowThatGoesLeavesItsScene() {
        do {
            let passing = UIWindow(windowScene: scene)
            passing.isHidden = false
        }
        #expect(scene.windows.isEmpty, "released, the window is gone from its scene")
    }

    @Test func aHeadlessFrameHasTheHUDOverTheMainWindow() throws {
        let (main, hud, _, _) = stack()
        let pixels = try #require(compositeImage(of: main).cgImage)
        #expect(pixels.width == 80 && pixels.height == 60)
        let hudPixel = pixels.rgba(atX: 60, y: 20), mainPixel = pixels.rgba(atX: 20, y: 20)
        #expect(hudPixel.red == 255 && hudPixel.blue == 0)
        #expect(mainPixel.red == 0 && mainPixel.blue == 255)
        withExtendedLifetime(hud) {}
    }

    /// What a headless run shows of `main`'s scene.
    private func compositeImage(of main: UIWindow) -> UIImage {
        let composite = SceneComposite(base: main)
        main.updateFrame()
        _ = composite.refreshOverlays()
        _ = composite.update(baseDamage: nil, whole: true)
        return composite.image
    }

    /// A main window of black and white columns 2 points wide, and over it a window with a
    /// blur filling it and nothing else.
    private func stripesUnderABlur() -> (main: UIWindow, blurWindow: UIWindow, stripes: [UIView]) {
        let main = UIWindow(windowScene: scene)
        main.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        main.screen = UIScreen(bounds: main.bounds, scale: 1)
        main.backgroundColor = .white
        var stripes: [UIView] = []
        for column in stride(from: 0, to: 80, by: 4) {
            let stripe = UIView(frame: CGRect(x: CGFloat(column), y: 0, width: 2, height: 60))
            stripe.backgroundColor = .black
            main.addSubview(stripe)
            stripes.append(stripe)
        }
        main.makeKeyAndVisible()
        let blurWindow = UIWindow(windowScene: scene)
        blurWindow.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
        blurWindow.windowLevel = .statusBar
        blurWindow.backgroundColor = .clear
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        blur.frame = blurWindow.bounds
        blurWindow.addSubview(blur)
        blurWindow.isHidden = false
        return (main, blurWindow, stripes)
    }

    /// The largest difference in red between neighbouring columns along row `y` from `x0` to `x1`.
    private func columnContrast(_ surface: RecordingSurface, y: Int, from x0: Int, to x1: Int) -> Int {
        (x0..<x1).map { abs(Int(surface.rgb($0, y).0) - Int(surface.rgb($0 + 1, y).0)) }.max() ?? 0
    }

    @Test func aBlurInAWindowAboveFrostsTheWindowBeneath() throws {
        let (main, blurWindow, _) = stripesUnderABlur()
        defer { withExtendedLifetime(blurWindow) {} }
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: main, surface: surface)
        host.presentFrame()
        #expect(columnContrast(surface, y: 30, from: 2, to: 12) == 255, "sharp stripes beside the window")
        #expect(columnContrast(surface, y: 30, from: 32, to: 48) < 40, "blurred stripes under it")
        let middle = surface.rgb(40, 30)
        #expect(middle.0 > 60 && middle.0 < 230, "a grey of black and white, not the blur over nothing: \(middle)")
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try compositeImage(of: main).pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent("scene-stack-blur.png"))
        }
    }

    @Test func whatChangesBeneathAWindowAboveShowsThroughItsBlur() {
        let (main, blurWindow, stripes) = stripesUnderABlur()
        defer { withExtendedLifetime(blurWindow) {} }
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: main, surface: surface)
        host.presentFrame()
        let before = surface.rgb(40, 30)
        for stripe in stripes { stripe.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        host.presentFrame()
        let after = surface.rgb(40, 30)
        #expect(after.0 > before.0 + 40 && after.1 < before.1, "the blur turned red with the stripes: \(before) → \(after)")
        #expect(surface.presented.last == HostPixelRect(x: 0, y: 0, width: 78, height: 60), "what the stripes covered was sent, blur included")
    }

    @Test func aClearWindowOverAnotherWindowHidesNothingOfIt() {
        let (main, hud, _, _) = stack()
        let sheet = UIWindow(windowScene: scene)
        sheet.frame = main.frame
        sheet.windowLevel = .alert
        sheet.backgroundColor = .clear
        sheet.isHidden = false
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: main, surface: surface)
        host.presentFrame()
        #expect(host.overlays.count == 2 && host.overlays.last === sheet)
        #expect(surface.rgb(60, 20) == (255, 0, 0), "the HUD shows through the clear window above it")
        #expect(surface.rgb(20, 20) == (0, 0, 255))
        hud.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        host.presentFrame()
        #expect(surface.rgb(60, 20) == (0, 255, 0), "and its changes too")
    }
}
