import Foundation

/// Where the messages UIKit logs to the console go (unsatisfiable constraints, refused
/// input, refused presentations): standard error, or a handler tests install.
enum ConsoleLog {
    /// Receives each message instead of standard error while set.
    @TaskLocal static var handler: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        if let handler { handler(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
