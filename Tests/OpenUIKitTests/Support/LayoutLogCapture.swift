import Foundation
@testable import OpenUIKit

/// Collects Auto Layout's messages while a body runs.
@MainActor
enum LayoutLogCapture {
    final class Box: @unchecked Sendable {
        var messages: [String] = []
    }

    static func messages(_ body: () -> Void) -> [String] {
        let box = Box()
        LayoutLog.$handler.withValue({ box.messages.append($0) }) { body() }
        return box.messages
    }
}
