import Foundation

/// A compositional group solved for a container: its size and the frame of each item
/// slot relative to the group's origin. A section stamps this template once per group of
/// items, so solving happens once per section, not once per item.
@MainActor
struct GroupTemplate {
    struct Slot {
        /// The cell's frame (the item's room less its content insets).
        var frame: CGRect
        /// The item's insets, to rebuild its room when its height changes.
        var insets: NSDirectionalEdgeInsets
        /// Whether the cell sizes its own height.
        var sizesItself: Bool
    }

    var size: CGSize
    var slots: [Slot]
    /// Whether the group's height follows its items' measured heights.
    var growsWithItems: Bool
    var axis: NSCollectionLayoutGroup.Axis
    var spacing: CGFloat

    init(_ group: NSCollectionLayoutGroup, container: CGSize) {
        let solved = Self.solve(group, container: container)
        size = solved.size
        slots = solved.slots
        axis = group.axis
        spacing = group.interItemSpacing?.spacing ?? 0
        growsWithItems = group.layoutSize.heightDimension.isEstimated
    }

    private static func solve(_ item: NSCollectionLayoutItem, container: CGSize, overriding forced: CGSize? = nil) -> (size: CGSize, slots: [Slot]) {
        var size = forced ?? item.layoutSize.resolved(in: container)
        size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        guard let group = item as? NSCollectionLayoutGroup else {
            let insets = item.contentInsets
            let frame = CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
            return (size, [Slot(frame: frame, insets: insets, sizesItself: item.layoutSize.heightDimension.isEstimated)])
        }
        let horizontal = group.axis == .horizontal
        let along = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var children: [(size: CGSize, slots: [Slot])] = []
        if let count = group.repetitions, let subitem = group.subitems.first {
            let share = max(0, (along - spacing * CGFloat(count - 1)) / CGFloat(count))
            let childContainer = size
            let natural = subitem.layoutSize.resolved(in: childContainer)
            let forcedSize = horizontal ? CGSize(width: share, height: natural.height) : CGSize(width: natural.width, height: share)
            let child = solve(subitem, container: childContainer, overriding: forcedSize)
            children = Array(repeating: child, count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            // Subitems repeat while the next one fits (all of them are placed at least once).
            while children.count < 1_000 {
                let subitem = group.subitems[index % group.subitems.count]
                let child = solve(subitem, container: size)
                let extent = horizontal ? child.size.width : child.size.height
                let needed = (children.isEmpty ? 0 : spacing) + extent
                if index >= group.subitems.count, used + needed > along + 0.001 || extent <= 0 { break }
                children.append(child)
                used += needed
                index += 1
            }
        }
        var flexibleGap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1 {
            let total = children.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            flexibleGap = max(spacing, (along - total) / CGFloat(children.count - 1))
        }
        var cursor: CGFloat = 0
        var slots: [Slot] = []
        var crossExtent: CGFloat = 0
        for child in children {
            let offset = horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
            for slot in child.slots {
                var moved = slot
                moved.frame = slot.frame.offsetBy(dx: offset.x, dy: offset.y)
                slots.append(moved)
            }
            cursor += (horizontal ? child.size.width : child.size.height) + flexibleGap
            crossExtent = max(crossExtent, horizontal ? child.size.height : child.size.width)
        }
        if group.layoutSize.heightDimension.isEstimated {
            size.height = horizontal ? max(crossExtent, 0) : max(0, cursor - flexibleGap)
            if children.isEmpty { size.height = group.layoutSize.heightDimension.dimension }
        }
        return (size, slots)
    }

    /// The height of one group whose items measured `heights`, without placing them.
    func height(heights: ArraySlice<CGFloat?>) -> CGFloat {
        guard growsWithItems else { return size.height }
        var anyMeasured = false
        var row: CGFloat = 0, column: CGFloat = 0
        var index = heights.startIndex
        for slot in slots {
            guard index < heights.endIndex else { break }
            let measured = heights[index]
            if measured != nil { anyMeasured = true }
            let height = slot.sizesItself ? (measured ?? slot.frame.height) : slot.frame.height
            row = max(row, height + slot.insets.top + slot.insets.bottom)
            column += height + slot.insets.top + slot.insets.bottom + spacing
            index += 1
        }
        guard anyMeasured else { return size.height }
        return axis == .horizontal ? row : max(0, column - spacing)
    }

    /// The slots of one group whose items measured `heights` (`nil`: not measured), and
    /// the group's height: rows take their tallest item, columns stack their items.
    func stamped(heights: ArraySlice<CGFloat?>) -> (slots: [CGRect], height: CGFloat) {
        guard growsWithItems, heights.contains(where: { $0 != nil }) else {
            return (slots.prefix(heights.count).map(\.frame), size.height)
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(heights.count)
        switch axis {
        case .horizontal:
            let rowHeight = height(heights: heights)
            for slot in slots.prefix(heights.count) {
                var frame = slot.frame
                if slot.sizesItself { frame.size.height = max(0, rowHeight - slot.insets.top - slot.insets.bottom) }
                frames.append(frame)
            }
            return (frames, rowHeight)
        case .vertical:
            var cursor: CGFloat = 0
            for (slot, measured) in zip(slots, heights) {
                let height = slot.sizesItself ? (measured ?? slot.frame.height) : slot.frame.height
                frames.append(CGRect(x: slot.frame.minX, y: cursor + slot.insets.top, width: slot.frame.width, height: height))
                cursor += slot.insets.top + height + slot.insets.bottom + spacing
            }
            return (frames, max(0, cursor - spacing))
        }
    }
}
