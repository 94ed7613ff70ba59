import Foundation

/// Walks views and accessibility elements the way VoiceOver does and builds the tree it
/// reads: hidden views and `accessibilityElementsHidden` subtrees drop out, an element
/// hides what is inside it, a modal view hides its siblings, `accessibilityElements`
/// keep their order, and everything else is read by position (top to bottom, then
/// leading to trailing) within the nearest group.
@MainActor
struct AccessibilityTreeBuilder {
    /// Reading direction for sorting rows: trailing-to-leading in right-to-left layouts.
    let isRightToLeft: Bool

    /// The tree under `root`, which is always a group.
    func tree(of root: UIView) -> AccessibilityNode {
        let units = visitChildren(of: root)
        return group(root, children: root.accessibilityElementCount() > 0 ? units : sorted(units))
    }

    /// The elements inside `view` in reading order, without asking `view` itself anything
    /// (so a view can describe itself by what it holds).
    func elements(inside view: UIView) -> [AccessibilityNode] {
        let units = visitChildren(of: view)
        return (view.accessibilityElementCount() > 0 ? units : sorted(units)).flatMap(\.elements)
    }

    /// The nodes `object` contributes to its parent's reading scope.
    private func visit(_ object: UIResponder) -> [AccessibilityNode] {
        if let view = object as? UIView, view.isHidden || view.alpha <= 0.01 { return [] }
        if object.accessibilityElementsHidden { return [] }
        if object.isAccessibilityElement { return [element(object)] }
        let units = visitChildren(of: object)
        if units.isEmpty { return [] }
        if object.accessibilityElementCount() > 0 { return [group(object, children: units)] }
        // A modal view (a presentation's container) stays a node of its own, so screen
        // readers hear that what it holds is modal, as they do for a dialog.
        if object.shouldGroupAccessibilityChildren || object.accessibilityContainerType != .none || object.accessibilityViewIsModal {
            return [group(object, children: sorted(units))]
        }
        return units
    }

    /// The children's nodes: the explicit elements in their order, else the subviews'.
    private func visitChildren(of object: UIResponder) -> [AccessibilityNode] {
        let count = object.accessibilityElementCount()
        if count > 0 {
            return (0..<count).compactMap { object.accessibilityElement(at: $0) as? UIResponder }.flatMap(visit)
        }
        guard let view = object as? UIView else { return [] }
        return readableSubviews(of: view).flatMap(visit)
    }

    /// The subviews VoiceOver can reach: the last modal one alone, when there is one.
    private func readableSubviews(of view: UIView) -> [UIView] {
        let shown = view.subviews.filter { !$0.isHidden }
        if let modal = shown.last(where: \.accessibilityViewIsModal) { return [modal] }
        return shown
    }

    // MARK: Nodes

    private func element(_ object: UIResponder) -> AccessibilityNode {
        node(object, isElement: true, frame: object.accessibilityFrame, children: [])
    }

    private func group(_ object: UIResponder, children: [AccessibilityNode]) -> AccessibilityNode {
        var frame = object.accessibilityFrame
        if frame.isEmpty || !(object is UIView) {
            frame = children.reduce(CGRect.null) { $0.union($1.frame) }
        }
        return node(object, isElement: false, frame: frame, children: children)
    }

    private func node(_ object: UIResponder, isElement: Bool, frame: CGRect, children: [AccessibilityNode]) -> AccessibilityNode {
        AccessibilityNode(
            object: object, isElement: isElement,
            label: object.accessibilityLabel,
            value: object.accessibilityValue,
            hint: object.accessibilityHint,
            traits: object.accessibilityTraits,
            frame: frame,
            activationPoint: object.accessibilityActivationPoint,
            identifier: (object as? UIAccessibilityIdentification)?.accessibilityIdentifier,
            customActionNames: object.accessibilityCustomActions?.map(\.name) ?? [],
            containerType: object.accessibilityContainerType,
            children: children)
    }

    // MARK: Reading order

    /// Rows from top to bottom, each read from the leading edge: a node joins the row
    /// above when its vertical middle lies within the row's first node.
    private func sorted(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        let byTop = nodes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            return a.minY != b.minY ? a.minY < b.minY : lhs.offset < rhs.offset
        }.map(\.element)
        var rows: [[AccessibilityNode]] = []
        for node in byTop {
            if let first = rows.last?.first, (first.frame.minY...max(first.frame.minY, first.frame.maxY)).contains(node.frame.midY) {
                rows[rows.count - 1].append(node)
            } else {
                rows.append([node])
            }
        }
        let positional = rows.flatMap { row in
            row.enumerated().sorted { lhs, rhs in
                let (a, b) = (leadingEdge(lhs.element.frame), leadingEdge(rhs.element.frame))
                return a != b ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return byReadingPriority(positional)
    }

    /// Higher reading priorities first, keeping the positional order among equals.
    private func byReadingPriority(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        guard nodes.contains(where: { $0.object.accessibilityReadingPriority != 0 }) else { return nodes }
        return nodes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.object.accessibilityReadingPriority, rhs.element.object.accessibilityReadingPriority)
            return a != b ? a > b : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private func leadingEdge(_ frame: CGRect) -> CGFloat { isRightToLeft ? -frame.maxX : frame.minX }
}
