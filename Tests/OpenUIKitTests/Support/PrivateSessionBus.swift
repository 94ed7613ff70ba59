import Foundation

/// A D-Bus session bus of a test's own, stopped when it goes. It starts no services on
/// demand: what the machine has installed (a desktop portal, say) must not answer the tests.
final class PrivateSessionBus {
    let process = Process()
    /// Where clients connect (`DBUS_SESSION_BUS_ADDRESS`).
    let address: String
    private let configuration = NSTemporaryDirectory() + "openuikit-bus-\(getpid())-\(UUID().uuidString.prefix(8)).conf"

    /// A session bus's policy without the session configuration's service directories.
    private static let policy = """
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """

    init?() {
        guard FileManager.default.createFile(atPath: configuration, contents: Data(Self.policy.utf8)) else { return nil }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--config-file=\(configuration)", "--nofork", "--nopidfile", "--print-address=1"]
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
            try? FileManager.default.removeItem(atPath: configuration)
            return nil
        }
    }

    deinit {
        process.terminate()
        try? FileManager.default.removeItem(atPath: configuration)
    }
}
