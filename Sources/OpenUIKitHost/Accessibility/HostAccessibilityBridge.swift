import Foundation

/// A bridge to a platform's screen readers. OpenUIKit gives it each new tree (the
/// application node with a child per window) and answers its requests through
/// ``HostAccessibilityActions``.
@preconcurrency @MainActor
public protocol HostAccessibilityBridge: AnyObject {
    /// What carries out the screen reader's requests (held weakly).
    var actions: (any HostAccessibilityActions)? { get set }
    /// Whether a screen reader is listening now.
    var isScreenReaderRunning: Bool { get }
    /// Replaces the published tree; the bridge announces what changed.
    func publish(_ application: HostAccessibilityNode)
    /// Speaks `text` (an announcement).
    func announce(_ text: String)
    /// Lets the bridge handle waiting requests; OpenUIKit calls it when
    /// ``fileDescriptor`` is readable and once per frame.
    func processRequests()
    /// A descriptor that becomes readable when requests wait.
    var fileDescriptor: Int32? { get }
    /// Disconnects.
    func close()
}
