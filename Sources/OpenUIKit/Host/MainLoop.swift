import Foundation

/// What runs an app after launch: the main queue, and a display refresh at 60 Hz that
/// ticks the animation clock and presents the key window.
///
/// - With `DISPLAY` set, the key window opens as an X11 window (``X11WindowHost``) at
///   `OPENUIKIT_SCALE` pixels per point, or the largest whole scale up to its screen's that
///   fits the display; closing it terminates the app.
/// - Without a display, or when the window cannot open, the app runs headless. With
///   `OPENUIKIT_FRAMES_DIR` set, every frame that changed is written there as
///   `frame-00001.png`, `frame-00002.png`, …; `OPENUIKIT_FRAME_LIMIT` (default 600)
///   terminates the app after that many frames, so scripted runs end.
@MainActor
enum MainLoop {
    /// The refresh interval.
    static let frameInterval: TimeInterval = 1.0 / 60

    /// Starts presenting and runs the main queue for ever.
    static func run() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let presenter = makePresenter(environment: environment)
        activePresenter = presenter
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: frameInterval, leeway: .milliseconds(2))
        timer.setEventHandler {
            MainActor.assumeIsolated {
                if let presenter { presenter.refresh() } else { AnimationClock.shared.tick() }
            }
        }
        timer.resume()
        keepAlive = [timer]
        if let host = presenter as? WindowPresenter {
            // Input is handled as soon as it arrives, not only at the next refresh.
            let input = DispatchSource.makeReadSource(fileDescriptor: host.host.connectionFileDescriptor, queue: .main)
            input.setEventHandler { MainActor.assumeIsolated { host.host.processEvents() } }
            input.resume()
            keepAlive.append(input)
        }
        dispatchMain()
    }

    nonisolated(unsafe) private static var keepAlive: [any DispatchSourceProtocol] = []
    private static var activePresenter: (any FramePresenter)?

    /// Stops the refresh and input sources and closes the X window and its connection.
    static func shutDown() {
        for source in keepAlive { source.cancel() }
        keepAlive = []
        (activePresenter as? WindowPresenter)?.host.close()
        activePresenter = nil
    }

    private static func makePresenter(environment: [String: String]) -> (any FramePresenter)? {
        guard let window = UIWindow.allWindows.first(where: { $0.isKeyWindow }) ?? UIWindow.allWindows.first(where: { !$0.isHidden })
        else { return nil }
        if let display = environment["DISPLAY"], !display.isEmpty {
            fitToDisplay(window, environment: environment)
            do {
                let host = try X11WindowHost(window: window)
                host.onCloseRequest = { UIApplication.shared.terminate() }
                return WindowPresenter(host: host)
            } catch {
                FileHandle.standardError.write(Data("OpenUIKit: \(error); running headless\n".utf8))
            }
        }
        if let directory = environment["OPENUIKIT_FRAMES_DIR"], !directory.isEmpty {
            let limit = environment["OPENUIKIT_FRAME_LIMIT"].flatMap(Int.init) ?? 600
            return PNGFrameWriter(window: window, directory: URL(fileURLWithPath: directory, isDirectory: true), limit: max(1, limit))
        }
        return nil
    }
}

extension MainLoop {
    /// Picks the window's pixel scale for the desktop: `OPENUIKIT_SCALE` when set, otherwise
    /// the largest whole scale up to the screen's at which the window fits on the display
    /// (an iPhone-sized window at 3x would be taller than most monitors).
    static func fitToDisplay(_ window: UIWindow, environment: [String: String]) {
        let scale: CGFloat
        if let value = environment["OPENUIKIT_SCALE"].flatMap(Double.init), value.isFinite, value > 0 {
            scale = min(8, CGFloat(value))
        } else if let display = X11Window.displaySize(displayName: environment["DISPLAY"]) {
            scale = X11Window.fittingScale(points: window.bounds.size, preferred: window.screen.scale, displayPixels: display)
        } else {
            return
        }
        guard scale != window.screen.scale else { return }
        window.screen = UIScreen(bounds: window.screen.bounds, scale: scale)
    }
}

/// Something the refresh timer drives.
@MainActor
protocol FramePresenter: AnyObject {
    func refresh()
}

/// Presents the key window in its X11 window.
@MainActor
final class WindowPresenter: FramePresenter {
    let host: X11WindowHost
    init(host: X11WindowHost) { self.host = host }

    func refresh() {
        host.processEvents()
        host.presentFrame()
    }
}

/// Writes each changed frame of a window as a PNG, then ends the app after `limit`.
@MainActor
final class PNGFrameWriter: FramePresenter {
    private let window: UIWindow
    private let directory: URL
    private let limit: Int
    private var written = 0

    init(window: UIWindow, directory: URL, limit: Int) {
        self.window = window
        self.directory = directory
        self.limit = limit
    }

    func refresh() {
        AnimationClock.shared.tick()
        guard window.updateFrame() != nil || written == 0 else { return }
        written += 1
        let url = directory.appendingPathComponent(String(format: "frame-%05d.png", written))
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try window.renderedImage().pngData()?.write(to: url)
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: cannot write \(url.path): \(error)\n".utf8))
            UIApplication.shared.terminate()
        }
        if written >= limit { UIApplication.shared.terminate() }
    }
}
