import Foundation

/// A D-Bus session bus of a test's own (`dbus-daemon --session`), stopped when it goes.
final class PrivateSessionBus {
    let process = Process()
    /// Where clients connect (`DBUS_SESSION_BUS_ADDRESS`).
    let address: String

    init?() {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            process.terminate()
            return nil
        }
    }

    deinit { process.terminate() }
}
