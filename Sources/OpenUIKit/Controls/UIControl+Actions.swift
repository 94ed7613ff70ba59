import Foundation

extension UIControl {
    /// Kinds of control events, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// An action registered for some events: a `UIAction`, or a target's method.
    struct RegisteredAction {
        var events: Event
        var action: UIAction?
        weak var target: AnyObject?
        var hasTarget: Bool
        var perform: (UIControl) -> Void
    }

    /// Performs `action` when any of `events` happens.
    ///
    /// As in UIKit, a control keeps one action per identifier: adding an action whose
    /// identifier is already registered replaces the earlier action for the events it was
    /// registered for, and adds the new events. The same action may be added for several
    /// events.
    public func addAction(_ action: UIAction, for events: Event) {
        var newEvents = events
        for index in registeredActions.indices where registeredActions[index].action?.identifier == action.identifier {
            registeredActions[index] = Self.registration(of: action, for: registeredActions[index].events)
            newEvents.subtract(registeredActions[index].events)
        }
        guard !newEvents.isEmpty else { return }
        registeredActions.append(Self.registration(of: action, for: newEvents))
    }

    private static func registration(of action: UIAction, for events: Event) -> RegisteredAction {
        RegisteredAction(events: events, action: action, target: nil, hasTarget: false) { [weak action] sender in
            action?.perform(sender: sender)
        }
    }

    /// Stops performing `action` for `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        removeRegistrations(for: events) { $0.action === action }
    }

    /// Stops performing the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeRegistrations(for: events) { $0.action?.identifier == identifier }
    }

    /// Calls `action` (a curried method such as `PlayerViewController.playTapped`) on
    /// `target`, held weakly, when any of `events` happens.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        registeredActions.append(RegisteredAction(events: events, action: nil, target: target, hasTarget: true) { [weak target] sender in
            guard let target, let sender = sender as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Calls `action` on `target` when any of `events` happens. An OpenUIKit form for
    /// methods that take no sender.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        registeredActions.append(RegisteredAction(events: events, action: nil, target: target, hasTarget: true) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes `target`'s actions for `events` (every target's when `nil`).
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        removeRegistrations(for: events) { registration in
            registration.hasTarget && (target == nil || registration.target === target)
        }
    }

    /// The targets with actions registered.
    public var allTargets: [AnyObject] { registeredActions.compactMap(\.target) }

    /// The events that have actions registered.
    public var allControlEvents: Event { registeredActions.reduce([]) { $0.union($1.events) } }

    private func removeRegistrations(for events: Event, where matches: (RegisteredAction) -> Bool) {
        registeredActions = registeredActions.compactMap { registration in
            guard matches(registration) else { return registration }
            var kept = registration
            kept.events.subtract(events)
            return kept.events.isEmpty ? nil : kept
        }
    }
}
