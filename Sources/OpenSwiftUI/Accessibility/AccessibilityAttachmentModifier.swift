import Foundation

/// What the accessibility modifiers on a view say about it, one modifier's part each.
struct AccessibilityOverrides {
    /// The large content viewer shows the element (`image`: a view's rendering to show).
    struct LargeContent {
        var image: UIImage?
    }

    var largeContent: LargeContent?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden = false
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var children: AccessibilityChildBehavior?
    var actions: [(kind: AccessibilityActionKind.Kind, handler: () -> Void)] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    var inputLabels: [String]?
    var sortPriority: Double = 0

    /// Whether the view's element reads or acts differently from what is inside it (an
    /// identifier alone changes nothing screen readers meet).
    var changesElement: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || !removedTraits.isEmpty
            || !actions.isEmpty || adjustment != nil || inputLabels != nil
    }

    /// The handler of the action of `kind`, if the modifier adds one.
    func action(_ kind: AccessibilityActionKind.Kind) -> (() -> Void)? {
        actions.last { $0.kind == kind }?.handler
    }
}

/// An accessibility modifier: it makes the view's content one element (or a group) whose
/// label, value, hint, identifier and traits say what the modifier says. A chain of
/// accessibility modifiers makes one element, the outer modifiers' words winning.
public struct AccessibilityAttachmentModifier: PrimitiveModifier {
    let overrides: AccessibilityOverrides

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var merged = overrides
        var inner: any View = content
        while let link = inner as? any AccessibilityChainLink {
            merged = link.overrides.overridden(by: merged)
            inner = link.contentView
        }
        let view = node.platformView(ofType: AccessibilityElementView.self, hostsChildren: true) { AccessibilityElementView() }
        view.overrides = merged
        view.accessibilityReadingPriority = merged.sortPriority
        if view.accessibilityIdentifier != merged.identifier { view.accessibilityIdentifier = merged.identifier }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(AnyView(inner), context: context)
    }
}

/// A view with an accessibility modifier, seen by the modifier around it.
@MainActor
protocol AccessibilityChainLink {
    var overrides: AccessibilityOverrides { get }
    var contentView: any View { get }
}

extension ModifiedContent: AccessibilityChainLink where Content: View, Modifier == AccessibilityAttachmentModifier {
    var overrides: AccessibilityOverrides { modifier.overrides }
    var contentView: any View { content }
}

extension AccessibilityOverrides {
    /// These overrides with `outer`'s (a modifier written around them) taking precedence.
    func overridden(by outer: AccessibilityOverrides) -> AccessibilityOverrides {
        var merged = self
        merged.label = outer.label ?? label
        merged.value = outer.value ?? value
        merged.hint = outer.hint ?? hint
        merged.identifier = outer.identifier ?? identifier
        merged.isHidden = outer.isHidden || isHidden
        merged.addedTraits = addedTraits.union(outer.addedTraits)
        merged.removedTraits = removedTraits.union(outer.removedTraits)
        merged.children = outer.children ?? children
        merged.actions = actions + outer.actions
        merged.adjustment = outer.adjustment ?? adjustment
        merged.inputLabels = outer.inputLabels ?? inputLabels
        merged.largeContent = outer.largeContent ?? largeContent
        merged.sortPriority = outer.sortPriority != 0 ? outer.sortPriority : sortPriority
        return merged
    }
}
