import Foundation

extension UIView {
    /// The accessibility tree under this view as a screen reader reads it: groups of
    /// elements in reading order. An OpenUIKit addition for tests and tools.
    ///
    /// Hidden views, `accessibilityElementsHidden` subtrees and the siblings of a modal
    /// view are left out; an element hides the views inside it; `accessibilityElements`
    /// are read in the order given; everything else is read top to bottom and leading to
    /// trailing within the nearest group (a view with
    /// ``UIResponder/shouldGroupAccessibilityChildren`` or a container type).
    public var accessibilityTree: AccessibilityNode {
        layoutIfNeeded()
        return AccessibilityTreeBuilder(isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft).tree(of: self)
    }

    /// The elements VoiceOver visits under this view, in order, as swiping right through
    /// the screen would. An OpenUIKit addition for tests and tools.
    ///
    /// ```swift
    /// #expect(card.voiceOverOrder.map(\.label) == ["Favorites: 42"])
    /// ```
    public var voiceOverOrder: [AccessibilityNode] { accessibilityTree.elements }

    /// The elements VoiceOver would visit inside this view, in order, without asking the
    /// view itself: what a view that stands for its content reads (SwiftUI's accessibility
    /// modifiers).
    package var accessibilityElementsInside: [AccessibilityNode] {
        AccessibilityTreeBuilder(isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft).elements(inside: self)
    }
}
