import Foundation

/// A layout composed of items, groups and sections: lists, grids, and mixes of them,
/// one section definition each (or one for all).
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [item])
///     return NSCollectionLayoutSection(group: group)
/// }
/// let list = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
/// ```
///
/// Sections are solved once per preparation; each section's group is solved once and
/// stamped per group of items, and self-sizing heights update running totals, so long
/// lists cost the rows on screen, not the list.
///
/// A section with an `orthogonalScrollingBehavior` becomes a row that scrolls sideways
/// on its own, inside a scroll view the collection view embeds for it, as in UIKit.
///
/// Differs from UIKit: layouts scroll vertically; `scrollDirection = .horizontal` is not
/// there yet (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section definition for a section index.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [CompositionalSectionLayout] = []
    /// The environment the sections were made for, handed to visible-item handlers.
    private var environment: LayoutEnvironment?
    private var contentSize: CGSize = .zero
    private var widthAtPreparation: CGFloat = -1
    /// Heights of the layout's own headers and footers, and their frames.
    private var globalBoundaryFrames: [(index: Int, frame: CGRect)] = []
    private var measuredGlobalHeights: [Int: CGFloat] = [:]
    /// Measured heights to carry into the next preparation, per section, when not the
    /// current sections' own (after a batch update moved items, or a reload forgot them).
    private var carriedHeights: [[CGFloat?]]?

    /// A layout using one section definition for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout using one section definition for every section, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section's definition.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section's definition, with settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section is a list of this configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        list(using: configuration, adjustingSections: nil)
    }

    /// A list layout whose sections `adjust` changes after they are made (by index), for
    /// SwiftUI's per-section spacing.
    package static func list(
        using configuration: UICollectionLayoutListConfiguration,
        adjustingSections adjust: (@MainActor (Int, NSCollectionLayoutSection) -> Void)?
    ) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            adjust?(index, section)
            return section
        }
        layout.listBackground = configuration.resolvedBackgroundColor
        return layout
    }

    private var listBackground: UIColor?
    override var preferredBackgroundColor: UIColor? { listBackground }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let height = max(0, collectionView.bounds.height - inset.top - inset.bottom)
        widthAtPreparation = collectionView.bounds.width
        let references = ContentInsetsReferences(collectionView, layoutReference: configuration.contentInsetsReference)
        let environment = LayoutEnvironment(contentSize: CGSize(width: width, height: height),
                                            contentInsets: references.insets(for: .automatic),
                                            traitCollection: collectionView.traitCollection)
        let container = CGSize(width: width, height: height)
        self.environment = environment
        var previous = carriedHeights ?? sections.map(\.measuredHeights)
        carriedHeights = nil
        sections = (0..<collectionView.numberOfSections).compactMap { index in
            guard let definition = provider(index, environment) else { return nil }
            let kept = previous.indices.contains(index) ? previous[index] : nil
            return CompositionalSectionLayout(definition: definition, itemCount: collectionView.numberOfItems(inSection: index), container: container,
                                              measuredHeights: kept, references: references)
        }
        previous.removeAll()
        placeSections(width: width)
    }

    /// Stacks the sections (and the layout's own headers and footers) from the top.
    private func placeSections(width: CGFloat) {
        var y: CGFloat = 0
        globalBoundaryFrames = []
        let items = configuration.boundarySupplementaryItems
        for (index, item) in items.enumerated() where !item.isAtBottom {
            let height = measuredGlobalHeights[index] ?? item.layoutSize.heightDimension.resolved(in: CGSize(width: width, height: 0))
            globalBoundaryFrames.append((index, CGRect(x: item.offset.x, y: y + item.offset.y, width: width, height: height)))
            if item.extendsBoundary { y += height }
        }
        for (index, section) in sections.enumerated() {
            if index > 0 { y += configuration.interSectionSpacing }
            y = section.place(at: y, width: width)
        }
        for (index, item) in items.enumerated() where item.isAtBottom {
            let height = measuredGlobalHeights[index] ?? item.layoutSize.heightDimension.resolved(in: CGSize(width: width, height: 0))
            globalBoundaryFrames.append((index, CGRect(x: item.offset.x, y: y + item.offset.y, width: width, height: height)))
            if item.extendsBoundary { y += height }
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Reading

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, frame) in globalBoundaryFrames where frame.overlaps(rect) {
            if let attributes = globalBoundaryAttributes(index, frame: frame) { result.append(attributes) }
        }
        for (sectionIndex, section) in sections.enumerated() {
            let pinsHeaders = section.definition.boundarySupplementaryItems.contains { $0.pinToVisibleBounds }
            guard (section.top <= rect.maxY && section.bottom >= rect.minY) || (pinsHeaders && section.top <= rect.maxY) else { continue }
            let first = result.count
            appendDecorations(of: section, at: sectionIndex, in: rect, to: &result)
            appendItems(of: section, at: sectionIndex, in: rect, to: &result)
            for (index, natural) in section.boundaryFrames() {
                let attributes = boundaryAttributes(section, sectionIndex, index, natural: natural)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            invalidateVisibleItems(result[first...], of: section, at: sectionIndex)
        }
        return result
    }

    private func appendItems(of section: CompositionalSectionLayout, at sectionIndex: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        guard section.groupCount > 0 else { return }
        if section.scrollsOrthogonally {
            appendRowItems(of: section, at: sectionIndex, in: rect, to: &result)
            return
        }
        var group = section.firstGroup(reaching: rect.minY - section.groupsTop)
        while group < section.groupCount, section.groupsTop + section.offset(ofGroup: group) <= rect.maxY {
            let frames = section.itemFrames(ofGroup: group)
            let range = section.itemRange(ofGroup: group)
            for (slot, item) in range.enumerated() where frames[slot].overlaps(rect) {
                result.append(cellAttributes(section, sectionIndex, item, frame: frames[slot]))
            }
            group += 1
        }
    }

    /// Lets the section's handler restyle its elements about to be shown.
    private func invalidateVisibleItems(_ elements: ArraySlice<UICollectionViewLayoutAttributes>, of section: CompositionalSectionLayout, at sectionIndex: Int) {
        guard let handler = section.definition.visibleItemsInvalidationHandler, let environment, !elements.isEmpty else { return }
        let offset = section.scrollsOrthogonally ? CGPoint(x: collectionView?.orthogonalOffset(ofSection: sectionIndex) ?? 0, y: 0)
            : collectionView?.contentOffset ?? .zero
        handler(elements.map { VisibleLayoutItem($0) }, offset, environment)
    }

    /// How far beyond the visible part of a row its cells are kept ready.
    private static let rowPreparedMargin: CGFloat = 60

    /// The items of a row in view: the rectangle moved by how far the row has scrolled.
    /// Frames stay in the row's own coordinates, as the cells sit in the row's scroll view.
    private func appendRowItems(of section: CompositionalSectionLayout, at sectionIndex: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        let band = section.rowBand
        guard band.minY <= rect.maxY, band.maxY >= rect.minY else { return }
        let scrolled = collectionView?.orthogonalOffset(ofSection: sectionIndex) ?? 0
        let span = (rect.minX + scrolled - Self.rowPreparedMargin)...(rect.maxX + scrolled + Self.rowPreparedMargin)
        for group in section.groups(across: span) {
            let frames = section.itemFrames(ofGroup: group)
            for (slot, item) in section.itemRange(ofGroup: group).enumerated() where frames[slot].maxX >= span.lowerBound && frames[slot].minX <= span.upperBound {
                result.append(cellAttributes(section, sectionIndex, item, frame: frames[slot]))
            }
        }
    }

    override var orthogonalRows: [Int: OrthogonalRow] {
        var rows: [Int: OrthogonalRow] = [:]
        for (index, section) in sections.enumerated() where section.scrollsOrthogonally {
            rows[index] = OrthogonalRow(band: section.rowBand, contentWidth: section.rowContentWidth,
                                        behavior: section.definition.orthogonalScrollingBehavior, groupStride: section.groupStride)
        }
        return rows
    }

    private func cellAttributes(_ section: CompositionalSectionLayout, _ sectionIndex: Int, _ item: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .cell, kind: nil, indexPath: IndexPath(item: item, section: sectionIndex))
        attributes.frame = frame
        attributes.sizesItself = section.sizesItself(item: item)
        if let list = section.definition.listConfiguration {
            attributes.listDecoration = listDecoration(list, item: IndexPath(item: item, section: sectionIndex), of: section.itemCount)
        }
        return attributes
    }

    /// The list configuration of section `index` as the layout last prepared it (swipe
    /// actions come from it).
    func listConfiguration(inSection index: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(index) ? sections[index].definition.listConfiguration : nil
    }

    /// How a list dresses an item: inset-grouped sections round their first and last
    /// cells; every cell but a grouped section's last has a separator.
    private func listDecoration(_ list: UICollectionLayoutListConfiguration, item indexPath: IndexPath, of count: Int) -> ListDecoration {
        let item = indexPath.item
        var decoration = ListDecoration()
        decoration.appearance = list.appearance
        let isLast = item == count - 1
        var separator = list.showsSeparators && list.appearance != .sidebar && list.appearance != .sidebarPlain && !(isLast && list.isGrouped)
        if list.headerMode == .firstItemInSection, item == 0 { separator = list.showsSeparators && count > 1 }
        decoration.separatorColor = list.separatorConfiguration.color
        if let handler = list.itemSeparatorHandler {
            var configuration = list.separatorConfiguration
            configuration.bottomSeparatorVisibility = separator ? .visible : .hidden
            let handled = handler(indexPath, configuration)
            separator = handled.bottomSeparatorVisibility != .hidden
            decoration.separatorColor = handled.color
        } else if list.separatorConfiguration.bottomSeparatorVisibility != .automatic {
            separator = list.separatorConfiguration.bottomSeparatorVisibility == .visible
        }
        decoration.showsBottomSeparator = separator
        if list.appearance == .insetGrouped {
            decoration.cornerRadius = UICollectionLayoutListConfiguration.insetGroupedCornerRadius
            if item == 0 { decoration.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { decoration.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        return decoration
    }

    private func appendDecorations(of section: CompositionalSectionLayout, at sectionIndex: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        for (index, item) in section.definition.decorationItems.enumerated() {
            let insets = item.contentInsets
            let content = section.contentFrame
            let frame = CGRect(x: content.minX + insets.leading, y: content.minY + insets.top,
                               width: max(0, content.width - insets.leading - insets.trailing), height: max(0, content.height - insets.top - insets.bottom))
            guard frame.overlaps(rect) else { continue }
            let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .decorationView, kind: item.elementKind, indexPath: IndexPath(item: index, section: sectionIndex))
            attributes.frame = frame
            attributes.zIndex = item.zIndex
            result.append(attributes)
        }
    }

    /// A header or footer of a section, pinned to the visible top or bottom when asked.
    private func boundaryAttributes(_ section: CompositionalSectionLayout, _ sectionIndex: Int, _ index: Int, natural: CGRect) -> UICollectionViewLayoutAttributes {
        let item = section.definition.boundarySupplementaryItems[index]
        var frame = natural
        if item.pinToVisibleBounds, let visible = visibleSpan {
            if item.isAtBottom {
                frame.origin.y = max(min(natural.minY, visible.upperBound - natural.height), section.top)
            } else {
                frame.origin.y = max(natural.minY, min(visible.lowerBound, section.bottom - natural.height))
            }
        }
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .supplementaryView, kind: item.elementKind, indexPath: IndexPath(item: 0, section: sectionIndex))
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        attributes.sizesItself = item.layoutSize.heightDimension.isEstimated
        if let list = section.definition.listConfiguration {
            attributes.listDecoration.appearance = list.appearance
        }
        return attributes
    }

    private func globalBoundaryAttributes(_ index: Int, frame: CGRect) -> UICollectionViewLayoutAttributes? {
        let item = configuration.boundarySupplementaryItems[index]
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .supplementaryView, kind: item.elementKind, indexPath: IndexPath(index: index))
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        attributes.sizesItself = item.layoutSize.heightDimension.isEstimated
        return attributes
    }

    /// The visible span below the top inset, for pinning.
    private var visibleSpan: ClosedRange<CGFloat>? {
        guard let collectionView else { return nil }
        let lower = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        return lower...max(lower, collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let group = indexPath.item / section.itemsPerGroup
        let frames = section.itemFrames(ofGroup: group)
        let slot = indexPath.item - group * section.itemsPerGroup
        guard frames.indices.contains(slot) else { return nil }
        return cellAttributes(section, indexPath.section, indexPath.item, frame: frames[slot])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            guard let found = globalBoundaryFrames.first(where: { $0.index == indexPath[0] && configuration.boundarySupplementaryItems[$0.index].elementKind == elementKind }) else { return nil }
            return globalBoundaryAttributes(found.index, frame: found.frame)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let index = section.definition.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind }),
              let natural = section.boundaryFrames().first(where: { $0.index == index })?.frame else { return nil }
        return boundaryAttributes(section, indexPath.section, index, natural: natural)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        var found: [UICollectionViewLayoutAttributes] = []
        appendDecorations(of: sections[indexPath.section], at: indexPath.section, in: .infinite, to: &found)
        return found.first { $0.representedElementKind == elementKind }
    }

    // MARK: Invalidation and self-sizing

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != widthAtPreparation
    }

    /// Records a self-sized height in place: only the sections below move.
    override func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        guard original.sizesItself, preferred.size.height.isFinite else { return false }
        let height = max(0, preferred.size.height)
        let path = original.indexPath
        var changed = false
        switch original.representedElementCategory {
        case .cell:
            guard sections.indices.contains(path.section) else { return false }
            changed = sections[path.section].setMeasuredHeight(height, ofItem: path.item)
        case .supplementaryView:
            if path.count == 1 {
                guard measuredGlobalHeights[path[0]].map({ abs($0 - height) >= 0.5 }) ?? (abs(original.size.height - height) >= 0.5) else { return false }
                measuredGlobalHeights[path[0]] = height
                changed = true
            } else if sections.indices.contains(path.section) {
                let section = sections[path.section]
                if let index = section.definition.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == original.representedElementKind }),
                   section.measuredBoundaryHeights[index].map({ abs($0 - height) >= 0.5 }) ?? (abs(original.size.height - height) >= 0.5) {
                    section.measuredBoundaryHeights[index] = height
                    changed = true
                }
            }
        case .decorationView:
            return false
        }
        if changed { placeSections(width: contentSize.width) }
        return changed
    }

    override func itemsDidReload() {
        carriedHeights = []
        measuredGlobalHeights = [:]
    }

    override func itemsDidMove(_ mapping: BatchUpdateMapping, newCounts: [Int]) {
        carriedHeights = mapping.carry(sections.map(\.measuredHeights), newCounts: newCounts, fill: nil)
    }
}
