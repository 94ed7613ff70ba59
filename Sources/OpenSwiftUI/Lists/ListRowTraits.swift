import Foundation

/// What a list reads from a row's outermost modifiers: its selection tag, its insets, its
/// background, its separators, its swipe actions and whether it may be deleted or moved.
struct ListRowTraits {
    var tag: AnyHashable?
    var insets: EdgeInsets?
    var background: AnyView?
    var topSeparator = Visibility.automatic
    var bottomSeparator = Visibility.automatic
    var leadingSwipe: ListSwipeActions?
    var trailingSwipe: ListSwipeActions?
    var deleteDisabled = false
    var moveDisabled = false
    /// The tint of the separators the row asks for (`listRowSeparatorTint`).
    var separatorTint: Color?
    /// A count or text at the row's trailing edge (`badge`).
    var badge: String?

    /// The traits of `row`, with `defaultTag` (a `ForEach` element's id) when it has no
    /// `tag` of its own. Modifiers nearer the row's outside win.
    @MainActor static func reading(_ row: Any, defaultTag: AnyHashable? = nil) -> ListRowTraits {
        var modifiers: [Any] = []
        var current = row
        while let modified = current as? any ModifiedContentReading {
            modifiers.append(modified.modifierValue)
            current = modified.contentValue
        }
        var traits = ListRowTraits(tag: defaultTag)
        for modifier in modifiers.reversed() { traits.apply(modifier) }
        return traits
    }

    /// Takes what `modifier` tells the list, over what the row said before.
    @MainActor mutating func apply(_ modifier: Any) {
        switch modifier {
        case let tag as TagModifier: self.tag = tag.tag
        case let trait as ListRowTraitModifier: trait.apply(&self)
        case let badge as BadgeModifier: self.badge = badge.badge
        default: break
        }
    }
}

/// A row modifier the list reads (`listRowInsets`, `listRowBackground`, `listRowSeparator`);
/// in the row itself it draws nothing.
struct ListRowTraitModifier: PrimitiveModifier {
    let apply: (inout ListRowTraits) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}
