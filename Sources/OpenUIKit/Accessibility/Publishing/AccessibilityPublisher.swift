import Foundation
import OpenUIKitHost

/// Keeps a screen reader bridge up to date with the shown window: after frames that
/// changed (at most ten times a second, and at once after a screen or layout change
/// notification) it publishes the window's accessibility tree; it speaks announcements;
/// and it carries out what the screen reader asks (activate, adjust, set a value, focus).
@MainActor
final class AccessibilityPublisher: HostAccessibilityActions {
    let bridge: any HostAccessibilityBridge
    private let window: UIWindow
    private let applicationName: String
    private var ids = AccessibilityObjectIDs()
    /// The tree last published, to find what an action's index names.
    private var published: [UInt64: HostAccessibilityNode] = [:]
    private(set) var needsPublish = true
    private var lastPublish = Date.distantPast
    private var stopObserving: (() -> Void)?

    /// The shortest time between two publications, so animations cost screen readers
    /// little.
    static let minimumInterval: TimeInterval = 0.1

    init(bridge: any HostAccessibilityBridge, window: UIWindow, applicationName: String) {
        self.bridge = bridge
        self.window = window
        self.applicationName = applicationName
        UIAccessibility.isScreenReaderRunning = bridge.isScreenReaderRunning
        bridge.actions = self
        stopObserving = UIAccessibility.observePostedNotifications { [weak self] posted in self?.heard(posted) }
        publish()
    }

    /// Called after each frame: publishes when the frame changed and enough time passed.
    func frameDidUpdate(changed: Bool) {
        if changed { needsPublish = true }
        guard needsPublish, Date().timeIntervalSince(lastPublish) >= Self.minimumInterval else { return }
        publish()
    }

    func publish() {
        var builder = HostAccessibilityNodeBuilder(window: window, ids: ids)
        let application = builder.application(named: applicationName)
        ids = builder.ids
        ids.prune()
        published = Dictionary(application.subtree.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        bridge.publish(application)
        needsPublish = false
        lastPublish = Date()
    }

    func close() {
        stopObserving?()
        stopObserving = nil
        bridge.close()
        UIAccessibility.isScreenReaderRunning = false
    }

    private func heard(_ posted: UIAccessibility.PostedNotification) {
        switch posted.notification {
        case .announcement:
            if let text = posted.spokenText { bridge.announce(text) }
        case .screenChanged, .layoutChanged, .pageScrolled:
            publish()
            if let text = posted.spokenText { bridge.announce(text) }
        default:
            break
        }
    }

    // MARK: HostAccessibilityActions

    func perform(action index: Int, on id: UInt64) -> Bool {
        guard let object = ids.object(id), let node = published[id], node.actions.indices.contains(index) else { return false }
        let name = node.actions[index]
        let done: Bool
        switch name {
        case HostAccessibilityNodeBuilder.ActionName.activate: done = activate(object)
        case HostAccessibilityNodeBuilder.ActionName.increment: object.accessibilityIncrement(); done = true
        case HostAccessibilityNodeBuilder.ActionName.decrement: object.accessibilityDecrement(); done = true
        default:
            done = object.accessibilityCustomActions?.first { $0.name == name }?.perform() ?? false
        }
        needsPublish = true
        return done
    }

    /// VoiceOver's double tap: the element's own activation, else a tap at its activation
    /// point.
    private func activate(_ object: UIResponder) -> Bool {
        if object.accessibilityActivate() { return true }
        let point = object.accessibilityActivationPoint
        guard window.bounds.contains(point) else { return false }
        window.injectPointer(.began, at: point)
        window.injectPointer(.ended, at: point)
        return true
    }

    func setValue(_ value: Double, on id: UInt64) -> Bool {
        guard let control = ids.object(id) as? AccessibilityNumericValue else { return false }
        needsPublish = true
        return control.setAccessibilityNumericValue(value)
    }

    func focus(_ id: UInt64) -> Bool {
        guard let view = ids.object(id) as? UIView, view.window === window, view.canBecomeFocused || view.canBecomeFirstResponder
        else { return false }
        window.focus(view)
        needsPublish = true
        return true
    }
}
