import Foundation
import OpenUIKitHost

/// Keeps a screen reader bridge up to date with the shown windows: after frames that
/// changed (at most ten times a second, and at once after a screen or layout change
/// notification) it publishes the window's accessibility tree; it speaks announcements;
/// and it carries out what the screen reader asks (activate, adjust, set a value, focus).
@MainActor
final class AccessibilityPublisher: HostAccessibilityActions {
    let bridge: any HostAccessibilityBridge
    /// The windows to publish, asked for each publication (windows open and close).
    private let windows: () -> [UIWindow]
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

    /// A publisher of one window.
    convenience init(bridge: any HostAccessibilityBridge, window: UIWindow, applicationName: String) {
        self.init(bridge: bridge, windows: { [window] }, applicationName: applicationName)
    }

    /// A publisher of the windows `windows` gives.
    init(bridge: any HostAccessibilityBridge, windows: @escaping () -> [UIWindow], applicationName: String) {
        self.bridge = bridge
        self.windows = windows
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
        var builder = HostAccessibilityNodeBuilder(windows: windows(), ids: ids)
        let application = builder.application(named: applicationName)
        ids = builder.ids
        ids.prune()
        published = Dictionary(application.subtree.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        bridge.publish(application)
        needsPublish = false
        lastPublish = Date()
    }

    /// The shown window a published window node stands for.
    func window(withID id: UInt64) -> UIWindow? {
        ids.object(id) as? UIWindow
    }

    /// The windows changed (one opened or closed): the next frame publishes them.
    func windowsChanged() {
        needsPublish = true
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
        guard let window = owningWindow(of: object), window.bounds.contains(point) else { return false }
        window.injectPointer(.began, at: point)
        window.injectPointer(.ended, at: point)
        return true
    }

    func setValue(_ value: Double, on id: UInt64) -> Bool {
        guard let control = ids.object(id) as? AccessibilityNumericValue else { return false }
        needsPublish = true
        return control.setAccessibilityNumericValue(value)
    }

    /// The shown window `object` is in: a view's own, an element's container's, else the first.
    private func owningWindow(of object: UIResponder) -> UIWindow? {
        let shown = windows()
        let view = object as? UIView ?? (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        if let window = view?.window { return shown.contains { $0 === window } ? window : nil }
        return shown.first
    }

    func focus(_ id: UInt64) -> Bool {
        guard let view = ids.object(id) as? UIView, let window = view.window, windows().contains(where: { $0 === window }),
            view.canBecomeFocused || view.canBecomeFirstResponder
        else { return false }
        window.focus(view)
        needsPublish = true
        return true
    }
}
