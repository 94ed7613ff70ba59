import Foundation

/// A scrolling view of items placed by a layout: grids, lists, carousels. Only the cells
/// on screen (plus a small margin) exist; those that scroll away are reused for the items
/// that appear.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Film> { cell, _, film in
///     var content = cell.defaultContentConfiguration()
///     content.text = film.title
///     cell.contentConfiguration = content
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Section, Film>(collectionView: collectionView) {
///     collectionView, indexPath, film in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: film)
/// }
/// ```
///
/// Cells appear during the collection view's `layoutSubviews()`: the layout's attributes
/// for the visible rectangle decide which exist; the data source configures new ones.
///
/// Differs from UIKit: `delegate` is typed `UIScrollViewDelegate?` (Swift cannot narrow
/// an inherited property): assign any `UICollectionViewDelegate`, it is used as one.
/// Drag and drop and interactive movement are not there yet.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Which way a layout scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kinds of views a collection view shows.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where an item ends up in the visible area after `scrollToItem(at:at:animated:)`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of flow and compositional layouts' section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of flow and compositional layouts' section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { layoutDidChange(from: oldValue) }
    }

    /// Gives the collection view its sections, items and cells.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// A view behind all content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Hears which items will soon appear, to load their data ahead (nil: no data prefetching).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetcher.reset() } }
    }

    /// Whether cells are made a little ahead of scrolling and the prefetch data source is
    /// asked about upcoming items; `false` makes cells only as they appear and turns off
    /// data prefetching. `true` by default.
    open var isPrefetchingEnabled = true {
        didSet {
            guard isPrefetchingEnabled != oldValue else { return }
            if !isPrefetchingEnabled { cancelOutstandingPrefetches() }
            setNeedsLayout()
        }
    }

    /// Whether tapping selects items.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing (cells show editing accessories).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for view in visibleViews.values {
                (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
                view.setNeedsLayout()
            }
        }
    }

    /// Item counts per section, as the data source last gave them.
    var itemCounts: [Int] = []
    var countsAreCurrent = false
    /// The views on screen, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views waiting to be reused, by reuse key.
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Selected items in the order they were selected.
    var selectedItems: [IndexPath] = []
    var selectedItemSet: Set<IndexPath> = []
    /// The bounds of the last layout pass, to notice bounds changes.
    var lastLayoutBounds: CGRect = .null
    /// Set while the visible elements are placed and measured: cells whose content changes
    /// then are measured by the pass under way rather than asking for another.
    var isLayingOutVisibleElements = false
    /// A cell being reconfigured: dequeueing its index path hands it back unchanged.
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    /// The batch update being recorded by `performBatchUpdates`.
    var pendingUpdate: BatchUpdate?
    /// Cells and supplementary views animating out after a delete.
    var disappearingViews: [UICollectionReusableView] = []
    /// The item being dragged to a new place, and the items making room for it.
    var interactiveMovement: InteractiveMovement?
    /// The highlighted item while a touch is down.
    var touchedItem: IndexPath?
    /// Whether the background colour came from the layout (list appearance) rather than the app.
    var backgroundColorFromLayout = false
    /// Items' context menus, asked of the delegate (see `ListContextMenuDriver`).
    private(set) lazy var contextMenus = ListContextMenuDriver(hooks: .init(
        cellAt: { [unowned self] point in
            guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) else { return nil }
            return (indexPath, cell)
        },
        configuration: { [unowned self] indexPath, point in
            collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        },
        willDisplay: { [unowned self] in collectionDelegate?.collectionView(self, willDisplayContextMenu: $0, animator: $1) },
        willEnd: { [unowned self] in collectionDelegate?.collectionView(self, willEndContextMenuInteraction: $0, animator: $1) },
        willCommit: { [unowned self] in collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: $0, animator: $1) }))
    /// Rows' swipe actions, from the list layout's providers.
    private(set) lazy var swipeActions = ListSwipeActionsDriver(hooks: .init(
        cellAt: { [unowned self] point in
            guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) else { return nil }
            return (indexPath, cell)
        },
        configuration: { [unowned self] indexPath, leading in swipeActionsConfiguration(for: indexPath, leading: leading) }))
    /// The scroll views of the sections that scroll across the layout, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// Which items the prefetch data source was asked to load.
    var prefetcher = ListPrefetcher()

    /// A collection view using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
        addInteraction(contextMenus.interaction)
        addGestureRecognizer(swipeActions.recognizer)
    }

    /// A collection view with a default flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The collection view's delegate, when it is a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Layout

    /// Replaces the layout; the `animated` form moves the cells to their new places.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        collectionViewLayout = layout
        UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: completion)
    }

    private func layoutDidChange(from old: UICollectionViewLayout) {
        guard old !== collectionViewLayout else { return }
        if old.collectionView === self { old.collectionView = nil }
        for view in visibleViews.values {
            view.willTransition(from: old, to: collectionViewLayout)
        }
        adopt(collectionViewLayout)
        for view in visibleViews.values {
            view.didTransition(from: old, to: collectionViewLayout)
        }
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
        applyLayoutBackground()
    }

    /// List layouts colour the collection view for their appearance unless the app did.
    func applyLayoutBackground() {
        guard let color = collectionViewLayout.preferredBackgroundColor else { return }
        if backgroundColor == nil || backgroundColorFromLayout {
            backgroundColor = color
            backgroundColorFromLayout = true
        }
    }

    open override var backgroundColor: UIColor? {
        didSet { backgroundColorFromLayout = false }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutVisibleElements()
    }

    // MARK: Touches (highlight and selection: `UICollectionView+Selection.swift`)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endHighlight()
    }

    // MARK: Registration and dequeueing

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[Self.supplementaryKey(elementKind, identifier)] = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }

    /// A cell for the item at `indexPath`: a reused one (after `prepareForReuse()`) or a
    /// new one of the registered class (a plain cell when nothing was registered, with a
    /// message in the log, where UIKit raises an exception).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCells[indexPath] { return cell }
        let key = "cell\u{1}" + identifier
        let cell: UICollectionViewCell
        if let reused = takeFromQueue(key) as? UICollectionViewCell {
            cell = reused
            cell.prepareForReuse()
        } else {
            if cellClasses[identifier] == nil {
                print("OpenUIKit: no cell class is registered for the reuse identifier \"\(identifier)\"; using UICollectionViewCell")
            }
            cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
            cell.reuseIdentifier = identifier
            addSubview(cell)
        }
        cell.owningCollectionView = self
        cell.isHighlighted = false
        cell.isSelected = selectedItemSet.contains(indexPath)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { applyAttributes(attributes, to: cell) }
        return cell
    }

    /// A supplementary view (header, footer) of `elementKind` at `indexPath`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        let view: UICollectionReusableView
        if let reused = takeFromQueue("supplementary\u{1}" + key) {
            view = reused
            view.prepareForReuse()
        } else {
            view = (supplementaryClasses[key] ?? UICollectionReusableView.self).init()
            view.reuseIdentifier = identifier
            addSubview(view)
        }
        (view as? UICollectionViewCell)?.owningCollectionView = self
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) { applyAttributes(attributes, to: view) }
        return view
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1}" + identifier }

    /// The queue key a view goes back to.
    func reuseKey(of view: UICollectionReusableView, kind: String?) -> String {
        if let kind { return "supplementary\u{1}" + Self.supplementaryKey(kind, view.reuseIdentifier ?? "") }
        return "cell\u{1}" + (view.reuseIdentifier ?? "")
    }

    private func takeFromQueue(_ key: String) -> UICollectionReusableView? {
        guard let view = reuseQueues[key]?.popLast() else { return nil }
        view.isHidden = false
        return view
    }

    /// Puts a view that left the screen in its reuse queue: hidden, and no longer
    /// following what its configuration read.
    func enqueue(_ view: UICollectionReusableView, kind: String?) {
        view.isHidden = true
        view.layer.removeAllAnimations()
        view.stopTracking(.properties)
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            swipeActions.cellWillBeReused(cell)
        }
        reuseQueues[reuseKey(of: view, kind: kind), default: []].append(view)
    }

    // MARK: Data

    /// How many sections there are, as the data source last said.
    open var numberOfSections: Int {
        refreshCountsIfNeeded()
        return itemCounts.count
    }

    /// How many items a section has, as the data source last said.
    open func numberOfItems(inSection section: Int) -> Int {
        refreshCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func refreshCountsIfNeeded() {
        guard !countsAreCurrent else { return }
        countsAreCurrent = true
        itemCounts = currentDataSourceCounts()
    }

    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Asks the data source for everything again and rebuilds the visible cells.
    open func reloadData() {
        countsAreCurrent = false
        for (key, view) in visibleViews {
            endDisplaying(view, key: key)
        }
        visibleViews.removeAll()
        selectedItems.removeAll()
        selectedItemSet.removeAll()
        prefetcher.reset()
        collectionViewLayout.itemsDidReload()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Reading what is shown

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        cellsInVisibleBounds.map(\.cell)
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        cellsInVisibleBounds.map(\.indexPath)
    }

    /// The cells whose frames overlap the visible bounds, in index path order; cells kept
    /// ready just outside them are not visible, as in UIKit.
    private var cellsInVisibleBounds: [(indexPath: IndexPath, cell: UICollectionViewCell)] {
        visibleViews.compactMap { key, view -> (IndexPath, UICollectionViewCell)? in
            guard key.category == .cell, let cell = view as? UICollectionViewCell, isInVisibleBounds(cell) else { return nil }
            return (key.indexPath, cell)
        }
        .sorted { $0.0 < $1.0 }
    }

    /// The cell on screen for an item (`nil` when it is off screen).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The item at a point in the collection view's coordinates (its content).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && onScreenFrame(of: $0).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on screen of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views on screen of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
