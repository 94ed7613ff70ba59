import Foundation

extension ViewNode {
    /// The node's dimensions at `size`: its guides' explicit values come from its
    /// alignment guides, its text's baselines, or its content through its layout.
    func dimensions(for size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in
            MainActor.assumeIsolated { self.explicitGuide(key, size: size) }
        }
    }

    /// The value the node sets for `key` at `size`, or `nil` when it sets none.
    func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if let guide = modifierState as? AlignmentGuideBox, guide.key == key {
            let content = childItems.first?.dimensions(for: size) ?? ViewDimensions(size: size)
            let value = guide.compute(content)
            return value.isFinite ? value : nil
        }
        if let text = platformView as? TextView, let baseline = text.baseline(for: key, height: size.height) {
            return baseline
        }
        return (layout ?? ImplicitStackLayout()).explicitGuide(key, of: self, size: size)
    }
}

extension NodeLayout {
    /// By default a layout passes on no guides.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

extension ImplicitStackLayout {
    /// One item fills the node: its guides are the node's.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        let items = node.childItems
        guard items.count == 1 else { return nil }
        return items[0].explicitGuide(key, size: size)
    }
}

extension PaddingLayout {
    /// The content's guides, moved by the insets.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        let items = node.childItems
        guard items.count == 1 else { return nil }
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let value = items[0].explicitGuide(key, size: inner) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

extension TextView {
    /// The first or last baseline from the top for a text of `height`; `nil` for other guides.
    func baseline(for key: AlignmentKey, height: CGFloat) -> CGFloat? {
        let first = key == VerticalAlignment.firstTextBaseline.key, last = key == VerticalAlignment.lastTextBaseline.key
        guard first || last, let font else { return nil }
        return first ? font.ascender : max(font.ascender, height - (font.lineHeight - font.ascender))
    }
}
