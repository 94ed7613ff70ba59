import Foundation
import OpenCoreGraphics
@testable import OpenUIKit

/// A Wayland compositor for window tests: a private sway (wlroots) started for the test
/// run when sway and Xvfb are installed, and stopped at exit. It runs nested in a private
/// Xvfb (wlroots' X11 backend), whose pointer and keyboard become the seat's: tests drive
/// them as a user would with XTEST (xdotool), take screenshots through screencopy (grim)
/// and use the clipboard through wl-clipboard.
///
/// sway refuses to run as root, so under root (CI) it runs as `nobody`; the socket it makes
/// stays reachable to the test process, which is root.
final class SwayCompositor: @unchecked Sendable {
    /// The compositor, or `nil` when sway is not installed or does not start (tests skip).
    static let shared: SwayCompositor? = {
        let compositor = start()
        if compositor != nil { atexit { SwayCompositor.shared?.stop() } }
        return compositor
    }()

    /// Another compositor, for a test that ends it; the caller stops it.
    static func startPrivate() -> SwayCompositor? { start() }

    /// The output's name and size in pixels.
    static let outputName = "X11-1"
    static let outputSize = (width: 1024, height: 768)

    let runtimeDirectory: String
    private let process: Process
    private let xServer: Process
    /// The X display sway's output and input devices are on.
    let xDisplay: String
    /// The Wayland socket's absolute path: what `WAYLAND_DISPLAY` names.
    var socket: String { runtimeDirectory + "/wayland-1" }

    var environment: [String: String] { ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory] }

    private init(runtimeDirectory: String, process: Process, xServer: Process, xDisplay: String) {
        self.runtimeDirectory = runtimeDirectory
        self.process = process
        self.xServer = xServer
        self.xDisplay = xDisplay
    }

    private static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `command` under a watchdog shell that kills it when the test process ends, however
    /// it ends (exit handlers do not run when a test binary is killed), or when the
    /// watchdog is told to stop.
    private static func watched(_ command: [String]) -> Process {
        let script = """
            parent=$1; shift
            "$@" & child=$!
            trap 'kill -9 $child 2>/dev/null; exit 0' TERM
            while kill -0 "$parent" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 0.5; done
            kill -9 $child 2>/dev/null
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "watchdog", "\(getpid())"] + command
        return process
    }

    /// A private Xvfb on a display number no other server holds.
    private static func startXServer() -> (Process, String)? {
        guard let path = tool("Xvfb"),
            let number = (140..<190).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") })
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // `-terminate`: the server exits when its last client, the compositor, goes.
        process.arguments = [":\(number)", "-screen", "0", "\(outputSize.width)x\(outputSize.height)x24", "-nolisten", "tcp", "-terminate"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(50_000) }
        return (process, ":\(number)")
    }

    private static func start() -> SwayCompositor? {
        guard let sway = tool("sway"), tool("xdotool") != nil, let (xServer, xDisplay) = startXServer() else { return nil }
        let directory = NSTemporaryDirectory() + "openuikit-sway-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.removeItem(atPath: directory)
        guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil else { return nil }
        let config = directory + ".config"
        let settings = """
            output \(outputName) scale 1
            default_border none
            default_floating_border none
            for_window [app_id=".*"] floating enable
            seat seat0 hide_cursor 0
            focus_on_window_activation focus
            """
        guard FileManager.default.createFile(atPath: config, contents: Data(settings.utf8)) else { return nil }
        var command = [sway, "-c", config]
        if getuid() == 0 {
            // sway will not run as root: it runs as nobody, in a directory nobody owns.
            guard let setpriv = tool("setpriv") else { return nil }
            chown(directory, 65534, 65534)
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        let process = watched(command)
        chmod(directory, 0o700)
        process.environment = [
            "XDG_RUNTIME_DIR": directory, "HOME": directory, "PATH": "/usr/bin:/bin", "DISPLAY": xDisplay,
            "WLR_BACKENDS": "x11", "WLR_X11_OUTPUTS": "1", "WLR_RENDERER": "pixman",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            xServer.terminate()
            return nil
        }
        let compositor = SwayCompositor(runtimeDirectory: directory, process: process, xServer: xServer, xDisplay: xDisplay)
        // Ready when its socket and its command socket are there (bounded: 10 s).
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: compositor.socket), compositor.commandSocket != nil {
                // The X server's first button press never reaches the compositor: spend it on
                // the empty desktop.
                compositor.click(at: CGPoint(x: 2, y: 2))
                return compositor
            }
            usleep(50_000)
        }
        process.terminate()
        xServer.terminate()
        return nil
    }

    /// Ends the compositor at once, as a crash would (its watchdog kills it).
    func crash() {
        process.terminate()
        process.waitUntilExit()
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if xServer.isRunning { xServer.terminate() }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
        try? FileManager.default.removeItem(atPath: runtimeDirectory + ".config")
    }

    /// sway's command socket.
    var commandSocket: String? {
        (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory))?
            .first { $0.hasPrefix("sway-ipc") }.map { runtimeDirectory + "/" + $0 }
    }

    /// Runs a tool against the compositor; returns its standard output, or `nil` when it failed.
    @discardableResult
    func run(_ name: String, _ arguments: [String], input: Data? = nil) -> Data? {
        guard let path = Self.tool(name) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = environment
        environment["SWAYSOCK"] = commandSocket
        environment["PATH"] = "/usr/bin:/bin"
        environment["DISPLAY"] = xDisplay
        process.environment = environment
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if input != nil { process.standardInput = inputPipe }
        do { try process.run() } catch { return nil }
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try? inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// Runs a sway command (`output HEADLESS-1 scale 2`, `seat seat0 cursor press button1`).
    @discardableResult
    func command(_ text: String) -> Bool {
        run("swaymsg", text.split(separator: " ").map(String.init)) != nil
    }

    /// Moves the pointer to `point` of the output (in output pixels) and, once the
    /// compositor has seen it arrive, clicks `button` (1 primary, 3 secondary) there.
    func click(at point: CGPoint, button: Int = 1) {
        run("xdotool", ["mousemove", "\(Int(point.x))", "\(Int(point.y))", "sleep", "0.6", "click", "\(button)"])
    }

    /// Types `text` on the keyboard, key by key.
    func type(_ text: String) {
        run("xdotool", ["type", "--delay", "20", text])
    }

    /// Starts a tool against the compositor without waiting; its output collects in the
    /// returned pipe.
    func launch(_ name: String, _ arguments: [String], input: Data? = nil) -> (Process, Pipe)? {
        guard let path = Self.tool(name) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        do { try process.run() } catch { return nil }
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try? inputPipe.fileHandleForWriting.close()
        }
        return (process, output)
    }

    /// Copies with wl-copy, as another app would. It serves the clipboard until something
    /// else takes it (run in the foreground: Foundation would not see a forking tool end);
    /// the caller stops it.
    func copy(_ arguments: [String], input: Data? = nil) -> Process? {
        launch("wl-copy", ["--foreground"] + arguments, input: input)?.0
    }

    /// wlroots' example input method: it composes provisional text, then commits, in
    /// stages, whenever a text input is enabled.
    static let inputMethodPath = "/usr/lib/wlroots/input-method"

    /// Starts the example input method against the compositor; the caller stops it.
    func startInputMethod() -> Process? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.inputMethodPath)
        process.arguments = ["1"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return process
    }

    /// The output's pixels now, through screencopy.
    func screenshot() -> CGImage? {
        let file = NSTemporaryDirectory() + "openuikit-sway-shot-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard run("grim", [file]) != nil else { return nil }
        return UIImage(contentsOfFile: file)?.cgImage
    }

    /// The windows sway shows: each one's title, app id and rectangle on the output.
    func windowRects() -> [(name: String, appID: String, rect: CGRect)] {
        guard let data = run("swaymsg", ["-t", "get_tree"]),
            let tree = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        var found: [(String, String, CGRect)] = []
        func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? 0 }
        func walk(_ node: [String: Any]) {
            if number(node["pid"]) > 0, let rect = node["rect"] as? [String: Any] {
                found.append((
                    node["name"] as? String ?? "", node["app_id"] as? String ?? "",
                    CGRect(x: number(rect["x"]), y: number(rect["y"]), width: number(rect["width"]), height: number(rect["height"]))))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(tree)
        return found
    }
}
