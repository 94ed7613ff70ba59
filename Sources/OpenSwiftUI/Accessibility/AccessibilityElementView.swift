import Foundation

/// Holds a view's content and stands for it to screen readers as its accessibility
/// modifiers say: one element reading the element inside (or the elements inside,
/// combined) with the overrides applied, a group, or nothing at all when hidden.
/// VoiceOver's activation (at the inside element's point) and adjustment reach the
/// element inside.
final class AccessibilityElementView: ContainerView {
    var overrides = AccessibilityOverrides()

    /// The elements inside, as VoiceOver would visit them without this view.
    private var inside: [AccessibilityNode] { accessibilityElementsInside }

    /// The one element inside, when there is exactly one.
    private var single: AccessibilityNode? {
        let elements = inside
        return elements.count == 1 ? elements[0] : nil
    }

    override var isAccessibilityElement: Bool {
        get {
            switch overrides.children?.kind {
            case .ignore?, .combine?: true
            case .contain?: false
            case nil: overrides.changesElement && !inside.isEmpty
            }
        }
        set {}
    }

    override var accessibilityElementsHidden: Bool {
        get { overrides.isHidden }
        set {}
    }

    override var shouldGroupAccessibilityChildren: Bool {
        get { overrides.children?.kind == .contain }
        set {}
    }

    override var accessibilityLabel: String? {
        get { overrides.label ?? joined(\.label) }
        set {}
    }

    override var accessibilityValue: String? {
        get { overrides.value ?? joined(\.value) }
        set {}
    }

    override var accessibilityHint: String? {
        get { overrides.hint ?? (overrides.children?.kind == .ignore ? nil : single?.hint) }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            let inner: UIAccessibilityTraits = overrides.children?.kind == .ignore
                ? [] : inside.reduce(into: UIAccessibilityTraits()) { $0.formUnion($1.traits) }
            return inner.union(overrides.addedTraits.traits).subtracting(overrides.removedTraits.traits)
        }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { overrides.children?.kind == .ignore ? nil : inside.compactMap { $0.object.accessibilityCustomActions }.flatMap { $0 } }
        set {}
    }

    /// The element inside's own activation; otherwise screen readers tap at its point.
    override func accessibilityActivate() -> Bool {
        single?.object.accessibilityActivate() ?? false
    }

    override var accessibilityActivationPoint: CGPoint {
        get { single?.activationPoint ?? super.accessibilityActivationPoint }
        set {}
    }

    override var accessibilityRespondsToUserInteraction: Bool {
        get { inside.contains { $0.object.accessibilityRespondsToUserInteraction || $0.object is UIControl } }
        set {}
    }

    override func accessibilityIncrement() { single?.object.accessibilityIncrement() }
    override func accessibilityDecrement() { single?.object.accessibilityDecrement() }

    /// What the elements inside say for `part`, joined with commas (nothing when the
    /// content is ignored).
    private func joined(_ part: KeyPath<AccessibilityNode, String?>) -> String? {
        guard overrides.children?.kind != .ignore else { return nil }
        let parts = inside.compactMap { $0[keyPath: part] }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
