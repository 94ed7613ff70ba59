import Foundation

/// One section of a compositional layout, solved: where it starts, its header and footer
/// rows, and its groups along the scroll axis. Group heights (with the spacing after
/// each) live in prefix sums, so measuring a cell, finding where a group starts and
/// finding the groups in a rectangle all take logarithmic time.
///
/// A section with an orthogonal scrolling behaviour lines its groups up in one row
/// instead (`CompositionalSectionLayout+OrthogonalRow.swift`): as tall as its tallest
/// group, scrolled sideways by the collection view.
@MainActor
final class CompositionalSectionLayout {
    let definition: NSCollectionLayoutSection
    let template: GroupTemplate
    let itemCount: Int
    /// Items per group (the last group may hold fewer).
    let itemsPerGroup: Int
    let groupCount: Int
    /// Measured heights of self-sizing items (`nil` until measured).
    var measuredHeights: [CGFloat?]
    /// Measured heights of the boundary items, by their index in the definition.
    var measuredBoundaryHeights: [Int: CGFloat] = [:]
    /// The section's content insets, measured from its content insets reference.
    let contentInsets: NSDirectionalEdgeInsets
    /// The leading and trailing room of headers and footers that do not follow the content
    /// insets, from the supplementary content insets reference.
    let supplementaryInsets: NSDirectionalEdgeInsets

    /// The section's top and its content area across (inside the insets).
    var top: CGFloat = 0
    var contentLeading: CGFloat = 0
    var contentWidth: CGFloat = 0
    var containerWidth: CGFloat = 0
    /// Where the groups start, below the headers.
    private(set) var groupsTop: CGFloat = 0
    /// Each group's height plus the spacing after it.
    private var groupSpans = PrefixSums([])
    /// Whether the groups line up in one row that scrolls across the layout.
    let scrollsOrthogonally: Bool
    /// For a row: where its first group starts, and the tallest group's height.
    private(set) var rowLeading: CGFloat = 0
    private(set) var tallestGroup: CGFloat = 0

    init(definition: NSCollectionLayoutSection, itemCount: Int, container: CGSize, measuredHeights: [CGFloat?]?,
         references: ContentInsetsReferences = .none) {
        self.definition = definition
        self.itemCount = itemCount
        scrollsOrthogonally = definition.orthogonalScrollingBehavior != .none
        let reference = references.insets(for: definition.contentInsetsReference)
        var insets = definition.contentInsets
        insets.leading += reference.leading
        insets.trailing += reference.trailing
        contentInsets = insets
        let supplementaryReference = definition.supplementaryContentInsetsReference == .automatic
            ? definition.contentInsetsReference : definition.supplementaryContentInsetsReference
        supplementaryInsets = references.insets(for: supplementaryReference)
        let content = CGSize(width: max(0, container.width - insets.leading - insets.trailing), height: max(0, container.height - insets.top - insets.bottom))
        template = GroupTemplate(definition.group, container: content)
        itemsPerGroup = max(1, template.slots.count)
        groupCount = (itemCount + itemsPerGroup - 1) / itemsPerGroup
        if let measuredHeights, measuredHeights.count == itemCount {
            self.measuredHeights = measuredHeights
        } else {
            self.measuredHeights = [CGFloat?](repeating: nil, count: itemCount)
        }
        let spacing = definition.interGroupSpacing
        var spans = [CGFloat](repeating: 0, count: groupCount)
        for group in 0..<groupCount { spans[group] = template.height(heights: self.measuredHeights[itemRange(ofGroup: group)]) + spacing }
        groupSpans = PrefixSums(spans)
        if scrollsOrthogonally { tallestGroup = spans.map { $0 - spacing }.max() ?? 0 }
    }

    // MARK: Geometry along the scroll axis

    /// Places the section at `top` in a container `width` wide; returns its bottom.
    func place(at top: CGFloat, width: CGFloat) -> CGFloat {
        self.top = top
        containerWidth = width
        let insets = contentInsets
        contentLeading = insets.leading
        contentWidth = max(0, width - insets.leading - insets.trailing)
        rowLeading = definition.orthogonalScrollingBehavior == .groupPagingCentered ? max(0, (width - template.size.width) / 2) : insets.leading
        groupsTop = top + insets.top + headerExtent
        return bottom
    }

    /// The section's bottom edge.
    var bottom: CGFloat {
        groupsTop + groupsExtent + contentInsets.bottom + footerExtent
    }

    /// The height of all groups, with the spacing between them.
    var groupsExtent: CGFloat {
        if scrollsOrthogonally { return tallestGroup }
        return groupCount == 0 ? 0 : offset(ofGroup: groupCount) - definition.interGroupSpacing
    }

    /// Where a group starts, relative to `groupsTop` (for `groupCount`: past the last one).
    func offset(ofGroup group: Int) -> CGFloat {
        groupSpans.sum(first: group)
    }

    func height(ofGroup group: Int) -> CGFloat {
        template.height(heights: measuredHeights[itemRange(ofGroup: group)])
    }

    func itemRange(ofGroup group: Int) -> Range<Int> {
        let start = group * itemsPerGroup
        return start..<min(itemCount, start + itemsPerGroup)
    }

    /// The first group whose bottom reaches `y` (relative to `groupsTop`).
    func firstGroup(reaching y: CGFloat) -> Int {
        groupSpans.firstIndex(reaching: y + definition.interGroupSpacing)
    }

    /// Records an item's measured height; returns whether it changed.
    func setMeasuredHeight(_ height: CGFloat, ofItem item: Int) -> Bool {
        guard measuredHeights.indices.contains(item), height.isFinite else { return false }
        if let old = measuredHeights[item], abs(old - height) < 0.5 { return false }
        measuredHeights[item] = max(0, height)
        let group = item / itemsPerGroup
        let groupHeight = self.height(ofGroup: group)
        groupSpans.set(groupHeight + definition.interGroupSpacing, at: group)
        if scrollsOrthogonally { tallestGroup = groupHeight > tallestGroup ? groupHeight : tallestOfAllGroups() }
        return true
    }

    // MARK: Boundary items

    var headers: [(index: Int, item: NSCollectionLayoutBoundarySupplementaryItem)] {
        definition.boundarySupplementaryItems.enumerated().filter { !$0.element.isAtBottom }.map { ($0.offset, $0.element) }
    }

    var footers: [(index: Int, item: NSCollectionLayoutBoundarySupplementaryItem)] {
        definition.boundarySupplementaryItems.enumerated().filter { $0.element.isAtBottom }.map { ($0.offset, $0.element) }
    }

    func boundaryHeight(_ index: Int) -> CGFloat {
        let item = definition.boundarySupplementaryItems[index]
        if let measured = measuredBoundaryHeights[index] { return measured }
        return item.layoutSize.heightDimension.resolved(in: CGSize(width: containerWidth, height: 0))
    }

    private var headerExtent: CGFloat {
        headers.filter { $0.item.extendsBoundary }.reduce(0) { $0 + boundaryHeight($1.index) }
    }

    private var footerExtent: CGFloat {
        footers.filter { $0.item.extendsBoundary }.reduce(0) { $0 + boundaryHeight($1.index) }
    }

    /// The natural frames of the headers and footers, by their index in the definition.
    func boundaryFrames() -> [(index: Int, frame: CGRect)] {
        let follows = definition.supplementariesFollowContentInsets
        let x = follows ? contentLeading : supplementaryInsets.leading
        let width = follows ? contentWidth : max(0, containerWidth - supplementaryInsets.leading - supplementaryInsets.trailing)
        var result: [(Int, CGRect)] = []
        var y = top + (follows ? contentInsets.top : 0)
        for (index, item) in headers {
            let height = boundaryHeight(index)
            result.append((index, CGRect(x: x + item.offset.x, y: y + item.offset.y, width: width, height: height)))
            if item.extendsBoundary { y += height }
        }
        var bottomY = groupsTop + groupsExtent + (follows ? 0 : contentInsets.bottom)
        for (index, item) in footers {
            let height = boundaryHeight(index)
            result.append((index, CGRect(x: x + item.offset.x, y: bottomY + item.offset.y, width: width, height: height)))
            if item.extendsBoundary { bottomY += height }
        }
        return result
    }

    /// The frame of the section's items, for backgrounds: between headers and footers.
    var contentFrame: CGRect {
        CGRect(x: 0, y: groupsTop - contentInsets.top, width: containerWidth,
               height: groupsExtent + contentInsets.top + contentInsets.bottom)
    }

    // MARK: Items

    /// The frames of a group's items, in content coordinates.
    func itemFrames(ofGroup group: Int) -> [CGRect] {
        let range = itemRange(ofGroup: group)
        let origin = scrollsOrthogonally ? CGPoint(x: rowLeading + CGFloat(group) * groupStride, y: groupsTop)
            : CGPoint(x: contentLeading, y: groupsTop + offset(ofGroup: group))
        return template.stamped(heights: measuredHeights[range]).slots.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    func sizesItself(item: Int) -> Bool {
        template.slots[item % itemsPerGroup].sizesItself
    }
}
