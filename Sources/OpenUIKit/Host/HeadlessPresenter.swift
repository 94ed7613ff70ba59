import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// Runs a window without a display (with the scene's other windows drawn over it): ticks its animations, optionally writes each changed
/// frame as a PNG, and ends the app so scripted runs never hang.
///
/// - `OPENUIKIT_FRAMES_DIR`: where changed frames go (`frame-00001.png`, …); unset, none
///   are written.
/// - `OPENUIKIT_FRAME_LIMIT`: the app ends after this many presented frames (every
///   refresh counts, whether or not the screen changed).
/// - `OPENUIKIT_IDLE_EXIT_SECONDS`: without a frame limit, the app ends once its screen
///   has not changed for this long (5 seconds by default; 0 or less never ends).
@MainActor
final class HeadlessPresenter: FramePresenter {
    /// How long an unchanged screen keeps a headless app without a frame limit running.
    static let defaultIdleSeconds: TimeInterval = 5

    private let window: UIWindow
    private let directory: URL?
    private let frameLimit: Int?
    private let idleFrameLimit: Int?
    private(set) var presentedFrames = 0
    private(set) var writtenFrames = 0
    private var unchangedFrames = 0
    /// The window with the scene's other windows over it.
    private lazy var stack = SceneComposite(base: window)
    /// What ending the run does: the app terminates.
    private let end: @MainActor () -> Void

    init(window: UIWindow, environment: [String: String], end: @escaping @MainActor () -> Void = { UIApplication.shared.terminate() }) {
        self.window = window
        window.isPresentedByHost = true
        self.end = end
        directory = environment["OPENUIKIT_FRAMES_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
        frameLimit = environment["OPENUIKIT_FRAME_LIMIT"].flatMap(Int.init).map { max(1, $0) }
        let idleSeconds = environment["OPENUIKIT_IDLE_EXIT_SECONDS"].flatMap(Double.init) ?? Self.defaultIdleSeconds
        idleFrameLimit = idleSeconds.isFinite && idleSeconds > 0
            ? Int((min(idleSeconds, 86_400 * 365) / MainLoop.frameInterval).rounded()) : nil
    }

    /// Headless runs count every refresh (for the frame limit and the idle exit), so they
    /// always want the next one.
    @discardableResult
    func refresh() -> Bool {
        MediaClock.current.tick()
        var damage = window.updateFrame()
        let (joined, left, placed) = stack.refreshOverlays()
        if let placed { damage = damage.map { $0.union(placed) } ?? placed }
        let changed = stack.update(baseDamage: damage, whole: false) != nil || !joined.isEmpty || !left.isEmpty || presentedFrames == 0
        presentedFrames += 1
        unchangedFrames = changed ? 0 : unchangedFrames + 1
        if changed, let directory { write(to: directory) }
        if shouldEnd { end() }
        return true
    }

    /// Whether the run is over: the frame limit reached, or (without one) the screen idle
    /// for the idle time.
    var shouldEnd: Bool {
        if let frameLimit { return presentedFrames >= frameLimit }
        if let idleFrameLimit { return unchangedFrames >= idleFrameLimit }
        return false
    }

    private func write(to directory: URL) {
        writtenFrames += 1
        let url = directory.appendingPathComponent(String(format: "frame-%05d.png", writtenFrames))
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try stack.image.pngData()?.write(to: url)
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: cannot write \(url.path): \(error)\n".utf8))
            end()
        }
    }
}
