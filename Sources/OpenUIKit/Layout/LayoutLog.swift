import Foundation

/// Where Auto Layout's messages go (unsatisfiable constraints, refused input): standard
/// error, as UIKit logs to the console, or a handler tests install.
enum LayoutLog {
    /// Receives each message instead of standard error while set.
    @TaskLocal static var handler: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        if let handler { handler(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
