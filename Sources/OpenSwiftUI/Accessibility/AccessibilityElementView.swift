import Foundation

/// Holds a view's content and stands for it to screen readers as its accessibility
/// modifiers say: one element reading the element inside (or the elements inside,
/// combined) with the overrides applied, a group, or nothing at all when hidden.
/// VoiceOver's activation (at the inside element's point) and adjustment reach the
/// element inside.
final class AccessibilityElementView: ContainerView {
    var overrides = AccessibilityOverrides() {
        didSet { showLargeContent() }
    }
    private var largeContentInteraction: UILargeContentViewerInteraction?

    /// Shows the element in the large content viewer (its label as the title) when the
    /// modifiers ask, with an interaction of its own to press and hold it.
    private func showLargeContent() {
        guard let largeContent = overrides.largeContent else {
            if showsLargeContentViewer { showsLargeContentViewer = false }
            if let largeContentInteraction { removeInteraction(largeContentInteraction) }
            largeContentInteraction = nil
            return
        }
        showsLargeContentViewer = true
        largeContentImage = largeContent.image
        if largeContentInteraction == nil {
            let interaction = UILargeContentViewerInteraction()
            addInteraction(interaction)
            largeContentInteraction = interaction
        }
    }

    /// An identifier on content that stays its own element goes to that element, which
    /// is what UI tests find.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard overrides.children == nil, !overrides.changesElement, let identifier = overrides.identifier,
              let only = single?.object as? UIAccessibilityIdentification, only.accessibilityIdentifier != identifier
        else { return }
        only.accessibilityIdentifier = identifier
    }

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
            case nil: overrides.changesElement
            }
        }
        set {}
    }

    override var accessibilityElementsHidden: Bool {
        get { overrides.isHidden }
        set {}
    }

    /// A group for `.contain`, and for a sort priority alone: the group takes its place in
    /// reading order, the elements inside keep theirs within it.
    override var shouldGroupAccessibilityChildren: Bool {
        get { overrides.children?.kind == .contain || (overrides.children == nil && !overrides.changesElement && overrides.sortPriority != 0) }
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
            var traits = inner.union(overrides.addedTraits.traits).subtracting(overrides.removedTraits.traits)
            if overrides.adjustment != nil { traits.insert(.adjustable) }
            return traits
        }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let own = overrides.actions.compactMap { action -> UIAccessibilityCustomAction? in
                guard case .named(let name) = action.kind else { return nil }
                let handler = action.handler
                return UIAccessibilityCustomAction(name: name) { _ in
                    handler()
                    return true
                }
            }
            let inner = overrides.children?.kind == .ignore ? [] : inside.compactMap { $0.object.accessibilityCustomActions }.flatMap { $0 }
            return own + inner
        }
        set {}
    }

    override var accessibilityUserInputLabels: [String]! {
        get { overrides.inputLabels ?? super.accessibilityUserInputLabels }
        set {}
    }

    override func accessibilityPerformEscape() -> Bool {
        guard let escape = overrides.action(.escape) else { return single?.object.accessibilityPerformEscape() ?? false }
        escape()
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        guard let magicTap = overrides.action(.magicTap) else { return single?.object.accessibilityPerformMagicTap() ?? false }
        magicTap()
        return true
    }

    /// The element inside's own activation; otherwise screen readers tap at its point.
    override func accessibilityActivate() -> Bool {
        if let activate = overrides.action(.activate) {
            activate()
            return true
        }
        return single?.object.accessibilityActivate() ?? false
    }

    override var accessibilityActivationPoint: CGPoint {
        get { single?.activationPoint ?? super.accessibilityActivationPoint }
        set {}
    }

    override var accessibilityRespondsToUserInteraction: Bool {
        get { overrides.action(.activate) != nil || inside.contains { $0.object.accessibilityRespondsToUserInteraction || $0.object is UIControl } }
        set {}
    }

    override func accessibilityIncrement() {
        if let adjust = overrides.adjustment { adjust(.increment) } else { single?.object.accessibilityIncrement() }
    }

    override func accessibilityDecrement() {
        if let adjust = overrides.adjustment { adjust(.decrement) } else { single?.object.accessibilityDecrement() }
    }

    /// What the elements inside say for `part`, joined with commas (nothing when the
    /// content is ignored).
    private func joined(_ part: KeyPath<AccessibilityNode, String?>) -> String? {
        guard overrides.children?.kind != .ignore else { return nil }
        let parts = inside.compactMap { $0[keyPath: part] }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
