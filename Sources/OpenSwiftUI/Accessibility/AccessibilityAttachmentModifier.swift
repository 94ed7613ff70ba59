import Foundation

/// What the accessibility modifiers on a view say about it, one modifier's part each.
struct AccessibilityOverrides {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden = false
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var children: AccessibilityChildBehavior?

    /// Whether the view's element reads differently from what is inside it.
    var changesElement: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || !removedTraits.isEmpty || identifier != nil
    }
}

/// An accessibility modifier: it makes the view's content one element (or a group) whose
/// label, value, hint, identifier and traits say what the modifier says. Chained modifiers
/// nest, each reading the element inside it.
public struct AccessibilityAttachmentModifier: ViewModifier {
    let overrides: AccessibilityOverrides

    public func body(content: Content) -> some View {
        AccessibilityAttachment(overrides: overrides, content: content)
    }
}

/// The primitive behind ``AccessibilityAttachmentModifier``: the content inside an
/// ``AccessibilityElementView``.
struct AccessibilityAttachment<Content: View>: View, PrimitiveView {
    let overrides: AccessibilityOverrides
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.platformView(ofType: AccessibilityElementView.self, hostsChildren: true) { AccessibilityElementView() }
        view.overrides = overrides
        if view.accessibilityIdentifier != overrides.identifier { view.accessibilityIdentifier = overrides.identifier }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}
