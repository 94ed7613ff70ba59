import Foundation

/// An X display for window tests: the one in `DISPLAY` when set, otherwise a private Xvfb
/// server started for the test run (when Xvfb is installed) and stopped at exit.
enum XvfbServer {
    /// The display's name, or `nil` when there is none to be had (the window tests skip).
    static let displayName: String? = startIfNeeded()

    private static let xvfbPaths = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]

    private static func startIfNeeded() -> String? {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return display }
        guard let path = xvfbPaths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        // A display number no other server holds.
        guard let number = (90..<140).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [":\(number)", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        server = process
        atexit { XvfbServer.server?.terminate() }
        // Ready when its socket appears (bounded: 10 s).
        let socket = "/tmp/.X11-unix/X\(number)"
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            process.terminate()
            return nil
        }
        return ":\(number)"
    }

    nonisolated(unsafe) private static var server: Process?
}
