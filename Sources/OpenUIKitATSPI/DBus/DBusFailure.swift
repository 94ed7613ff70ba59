import Foundation

/// Why a D-Bus operation failed: libdbus's error name and message, or a reply of the
/// wrong shape.
struct DBusFailure: Error, CustomStringConvertible {
    let name: String
    let message: String

    var description: String { "\(name): \(message)" }
}
