import Foundation

/// How a SwiftUI view is sized for a snapshot, as swift-snapshot-testing offers on iOS.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view fills a device's screen (with its safe area and traits), as the root of a
    /// hosting controller.
    case device(config: ViewImageConfig)
    /// The view is offered a fixed size and centred in it.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size.
    case sizeThatFits
}
