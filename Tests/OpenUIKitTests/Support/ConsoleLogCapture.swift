import Foundation
@testable import OpenUIKit

/// Collects the console messages OpenUIKit logs while a body runs.
@MainActor
enum ConsoleLogCapture {
    final class Box: @unchecked Sendable {
        var messages: [String] = []
    }

    static func messages(_ body: () -> Void) -> [String] {
        let box = Box()
        ConsoleLog.$handler.withValue({ box.messages.append($0) }) { body() }
        return box.messages
    }
}
