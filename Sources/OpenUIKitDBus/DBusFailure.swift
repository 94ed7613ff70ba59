import Foundation

/// Why a D-Bus operation failed: libdbus's error name and message, or a reply of the
/// wrong shape.
package struct DBusFailure: Error, CustomStringConvertible {
    package let name: String
    package let message: String

    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    package var description: String { "\(name): \(message)" }
}
