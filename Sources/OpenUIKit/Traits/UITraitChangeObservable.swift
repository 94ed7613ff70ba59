import Foundation

/// A token for a trait change registration, to unregister it.
public protocol UITraitChangeRegistration: AnyObject {}

/// Objects that report trait changes to registered handlers: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Stops calling a registration's handler.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: which traits, and the handler to call.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func matches(_ previous: UITraitCollection, _ current: UITraitCollection) -> Bool {
        traits.contains { $0.differs(previous, current) }
    }
}

extension UIView: UITraitChangeObservable {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Self, previous: UITraitCollection) in
    ///     view.updateShadow()
    /// }
    /// ```
    @discardableResult
    public func registerForTraitChanges<View: UIView>(
        _ traits: [UITrait], handler: @escaping (View, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let view = object as? View { handler(view, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops the handler that `registerForTraitChanges(_:handler:)` returned this
    /// registration for.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// Calls the handlers whose traits differ between the two collections.
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitRegistrations where registration.matches(previous, current) {
            registration.handler(self, previous)
        }
    }
}
