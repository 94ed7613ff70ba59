import CX11
import Foundation

/// An X display for window tests: the one in `DISPLAY` when set, otherwise a private Xvfb
/// server started for the test run (when Xvfb is installed) and stopped at exit.
enum XvfbServer {
    /// The display's name, or `nil` when there is none to be had (the window tests skip).
    static let displayName: String? = startIfNeeded()
    /// Whether the display is the private Xvfb (tests may change its screen's mode).
    static var isPrivate: Bool {
        displayName != nil && (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    }

    private static let xvfbPaths = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]

    private static func startIfNeeded() -> String? {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return display }
        guard let path = xvfbPaths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        // A display number no other server holds.
        guard let number = (90..<140).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // `-terminate`: the server exits when its last client goes, which is the keeper
        // connection below when this process ends, however it ends.
        process.arguments = [":\(number)", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-terminate"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Ready when it accepts a connection (bounded: 10 s); that connection stays open for
        // the life of the process.
        for _ in 0..<200 {
            if let connection = XOpenDisplay(":\(number)") {
                keeper = connection
                return ":\(number)"
            }
            usleep(50_000)
        }
        process.terminate()
        return nil
    }

    /// Held open until the process exits; its closing ends the server.
    nonisolated(unsafe) private static var keeper: OpaquePointer?
}
