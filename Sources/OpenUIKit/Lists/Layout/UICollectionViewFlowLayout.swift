import Foundation

/// A layout that flows items into lines, like text: along the width when scrolling
/// vertically (filling columns when horizontally), with section headers and footers.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 140)
/// layout.minimumInteritemSpacing = 8
/// layout.minimumLineSpacing = 12
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 40)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// ```
///
/// A full line spreads its items to both edges; the last line keeps the minimum spacing
/// from the leading edge; a line of one item centres it, as in UIKit. The collection
/// view's delegate can size each item and section through
/// ``UICollectionViewDelegateFlowLayout``. With ``estimatedItemSize`` set, cells size
/// themselves.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The item size that asks cells to size themselves.
    public static let automaticSize = CGSize(width: -.greatestFiniteMagnitude, height: -.greatestFiniteMagnitude)

    /// Which way the content scrolls (lines run across it).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item, unless the delegate says otherwise.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// When not zero, cells size themselves, starting from this estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The smallest space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of section headers (the height when scrolling vertically; zero for none).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top while its section scrolls by.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom while its section scrolls by.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    /// What a flow layout's section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    private var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells reported for themselves, by index path.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var widthAtPreparation: CGFloat = -1

    public override init() {
        super.init()
    }

    private var isVertical: Bool { scrollDirection == .vertical }
    private var sizesItself: Bool { estimatedItemSize != .zero }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let box = referenceBox(in: collectionView)
        widthAtPreparation = isVertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let flow = layoutSection(section, in: collectionView, box: box, startingAt: along)
            along = flow.end
            sections.append(flow)
        }
        contentSize = isVertical ? CGSize(width: box.across, height: along) : CGSize(width: along, height: box.across)
    }

    /// The extent across lines, and the inset of the reference box from the content.
    private func referenceBox(in collectionView: UICollectionView) -> (across: CGFloat, leading: CGFloat, trailing: CGFloat) {
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        var extra: (CGFloat, CGFloat) = (0, 0)
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets
            extra = isVertical ? (max(0, safe.left - inset.left), max(0, safe.right - inset.right)) : (max(0, safe.top - inset.top), max(0, safe.bottom - inset.bottom))
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            extra = isVertical ? (max(0, margins.left - inset.left), max(0, margins.right - inset.right)) : (max(0, margins.top - inset.top), max(0, margins.bottom - inset.bottom))
        }
        let across = isVertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
        return (max(0, across), extra.0, extra.1)
    }

    private func layoutSection(_ section: Int, in collectionView: UICollectionView, box: (across: CGFloat, leading: CGFloat, trailing: CGFloat), startingAt start: CGFloat) -> FlowSection {
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let insets = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let itemSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        let (insetBefore, insetAfter, insetLeading, insetTrailing) = isVertical
            ? (insets.top, insets.bottom, insets.left + box.leading, insets.right + box.trailing)
            : (insets.left, insets.right, insets.top + box.leading, insets.bottom + box.trailing)

        var flow = FlowSection(start: start)
        var along = start
        let headerExtent = sanitized(isVertical ? header.height : header.width)
        if headerExtent > 0 { flow.header = (along, headerExtent) }
        along += headerExtent + insetBefore
        let lineStart = insetLeading, lineLimit = box.across - insetTrailing
        let count = collectionView.numberOfItems(inSection: section)
        flow.frames.reserveCapacity(count)

        var lineItems: [CGSize] = []
        func closeLine(isLast: Bool) {
            guard !lineItems.isEmpty else { return }
            let lineExtent = lineItems.map { isVertical ? $0.height : $0.width }.max() ?? 0
            let total = lineItems.reduce(0) { $0 + (isVertical ? $1.width : $1.height) }
            let free = lineLimit - lineStart - total
            var spacing = itemSpacing, cursor = lineStart
            if lineItems.count == 1, !isLast {
                cursor = lineStart + max(0, free) / 2
            } else if !isLast, lineItems.count > 1 {
                spacing = max(itemSpacing, free / CGFloat(lineItems.count - 1))
            }
            flow.lines.append(FlowLine(firstItem: flow.frames.count, along: along, extent: lineExtent))
            for size in lineItems {
                let itemAcross = isVertical ? size.width : size.height, itemAlong = isVertical ? size.height : size.width
                let offsetAlong = along + (lineExtent - itemAlong) / 2
                flow.frames.append(isVertical
                    ? CGRect(x: cursor, y: offsetAlong, width: itemAcross, height: itemAlong)
                    : CGRect(x: offsetAlong, y: cursor, width: itemAlong, height: itemAcross))
                cursor += itemAcross + spacing
            }
            along += lineExtent + lineSpacing
            lineItems.removeAll(keepingCapacity: true)
        }

        var usedAcross: CGFloat = 0
        for item in 0..<count {
            let size = itemSize(at: IndexPath(item: item, section: section), in: collectionView, delegate: flowDelegate)
            let itemAcross = isVertical ? size.width : size.height
            if !lineItems.isEmpty, lineStart + usedAcross + itemSpacing + itemAcross > lineLimit + 0.001 {
                closeLine(isLast: false)
                usedAcross = 0
            }
            usedAcross += (lineItems.isEmpty ? 0 : itemSpacing) + itemAcross
            lineItems.append(size)
        }
        closeLine(isLast: true)
        if count > 0 { along -= lineSpacing }
        along += insetAfter
        let footerExtent = sanitized(isVertical ? footer.height : footer.width)
        if footerExtent > 0 { flow.footer = (along, footerExtent) }
        flow.end = along + footerExtent
        return flow
    }

    private func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        if sizesItself {
            if let measured = measuredSizes[indexPath] { return measured }
            return sanitized(estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize)
        }
        return sanitized(delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize)
    }

    private func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    private func sanitized(_ size: CGSize) -> CGSize { CGSize(width: sanitized(size.width), height: sanitized(size.height)) }

    // MARK: Reading

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let lower = isVertical ? rect.minY : rect.minX, upper = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        let pins = pinnedBounds != nil
        let headerPins = sectionHeadersPinToVisibleBounds && pins, footerPins = sectionFootersPinToVisibleBounds && pins
        for (index, flow) in sections.enumerated() {
            guard flow.end >= lower, flow.start <= upper || headerPins || footerPins else { continue }
            if flow.header != nil, let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index)),
               header.frame.overlaps(rect) {
                result.append(header)
            }
            var line = flow.lines.startingLine(atOrAfter: lower)
            while line < flow.lines.count, flow.lines[line].along <= upper {
                let end = line + 1 < flow.lines.count ? flow.lines[line + 1].firstItem : flow.frames.count
                for item in flow.lines[line].firstItem..<end where flow.frames[item].overlaps(rect) {
                    result.append(cellAttributes(IndexPath(item: item, section: index), frame: flow.frames[item]))
                }
                line += 1
            }
            if flow.footer != nil, let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: index)),
               footer.frame.overlaps(rect) {
                result.append(footer)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].frames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, frame: sections[indexPath.section].frames[indexPath.item])
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .cell, kind: nil, indexPath: indexPath)
        attributes.frame = frame
        attributes.sizesItself = sizesItself
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let flow = sections[indexPath.section]
        let isHeader = elementKind == UICollectionView.elementKindSectionHeader
        guard isHeader || elementKind == UICollectionView.elementKindSectionFooter, let place = isHeader ? flow.header : flow.footer else { return nil }
        var along = place.along
        if let pinned = pinnedBounds {
            if isHeader, sectionHeadersPinToVisibleBounds {
                along = min(max(along, pinned.lowerBound), (flow.footer?.along ?? flow.end) - place.extent)
                along = max(along, place.along)
            } else if !isHeader, sectionFootersPinToVisibleBounds {
                along = max(min(along, pinned.upperBound - place.extent), flow.header.map { $0.along + $0.extent } ?? flow.start)
                along = min(along, place.along)
            }
        }
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        attributes.frame = isVertical
            ? CGRect(x: 0, y: along, width: contentSize.width, height: place.extent)
            : CGRect(x: along, y: 0, width: place.extent, height: contentSize.height)
        attributes.zIndex = along != place.along ? 10 : 1
        return attributes
    }

    /// The visible span along the scroll axis, below the content inset, for pinning.
    private var pinnedBounds: ClosedRange<CGFloat>? {
        guard let collectionView, sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return nil }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let lower = isVertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let upper = isVertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return lower...max(lower, upper)
    }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        (isVertical ? newBounds.width : newBounds.height) != widthAtPreparation
    }

    override func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        guard sizesItself, original.representedElementCategory == .cell else {
            return super.acceptPreferredAttributes(preferred, original: original)
        }
        let size = sanitized(preferred.size)
        guard abs(size.width - original.size.width) > 0.5 || abs(size.height - original.size.height) > 0.5 else { return false }
        measuredSizes[original.indexPath] = size
        invalidateLayout()
        return true
    }

    override func itemsDidReload() { measuredSizes.removeAll() }

    override func itemsDidMove(_ mapping: BatchUpdateMapping, newCounts: [Int]) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes {
            if let target = mapping.newIndexPath(for: path) { moved[target] = size }
        }
        measuredSizes = moved
    }
}

/// One section of a flow layout: where it starts and ends along the scroll axis, its
/// header and footer spans, its lines and its item frames.
private struct FlowSection {
    var start: CGFloat
    var end: CGFloat = 0
    var header: (along: CGFloat, extent: CGFloat)?
    var footer: (along: CGFloat, extent: CGFloat)?
    var lines: [FlowLine] = []
    var frames: [CGRect] = []

    init(start: CGFloat) {
        self.start = start
        self.end = start
    }
}

private struct FlowLine {
    var firstItem: Int
    var along: CGFloat
    var extent: CGFloat
}

extension Array where Element == FlowLine {
    /// The first line that ends at or after `position`, by binary search.
    fileprivate func startingLine(atOrAfter position: CGFloat) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].along + self[middle].extent < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
