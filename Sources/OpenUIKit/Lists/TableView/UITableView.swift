import Foundation

/// A scrolling list of rows in sections: plain, grouped or inset grouped. Only the rows
/// on screen (plus a small margin) have cells; cells that scroll away are reused.
///
/// ```swift
/// final class SettingsController: UITableViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = settings[indexPath.row].title
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
///
/// Row heights come from `rowHeight` or the delegate; `UITableView.automaticDimension`
/// (the default) sizes rows from their content, starting from the estimate. Cells appear
/// during the table view's `layoutSubviews()`.
///
/// Differs from UIKit: `delegate` is typed `UIScrollViewDelegate?` (Swift cannot narrow
/// an inherited property): assign any `UITableViewDelegate`, it is used as one. The
/// section index, swipe actions, editing controls and drag to reorder are not there yet.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where a row ends up after `scrollToRow(at:at:animated:)`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Whether rows are separated by lines.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// The height that means "size from the content" (and, for estimates, "the default").
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed when it is made.
    public let style: Style

    /// Gives the table its sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// Hears which rows will soon appear, to load their data ahead (nil: no data prefetching).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetcher.reset() } }
    }

    /// Whether cells are made a little ahead of scrolling and the prefetch data source is
    /// asked about upcoming rows; `false` makes cells only as they appear and turns off
    /// data prefetching. `true` by default.
    open var isPrefetchingEnabled = true {
        didSet {
            guard isPrefetchingEnabled != oldValue else { return }
            if !isPrefetchingEnabled { cancelOutstandingPrefetches() }
            setNeedsLayout()
        }
    }

    /// The height of every row the delegate does not size (`automaticDimension`: from content).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimate self-sizing rows start from (`automaticDimension`: 44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section headers (`automaticDimension`: from content).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section footers (`automaticDimension`: from content).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimate self-sizing headers start from.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimate self-sizing footers start from.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }

    /// Whether rows are separated by lines.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { refreshVisibleDecorations() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { refreshVisibleDecorations() } }
    /// Where separators start and end. Until it is set, each separator starts under its
    /// row's text and this reads the standard 16-point inset.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            refreshVisibleDecorations()
        }
    }

    /// A view behind all content, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section (its height is kept; its width follows the table).
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether tapping selects rows.
    open var allowsSelection = true
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether tapping selects rows while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (cells show their editing look).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Row counts per section, as the data source last gave them.
    var rowCounts: [Int] = []
    var countsAreCurrent = false
    var geometry = TableGeometry()
    var geometryIsCurrent = false
    var customSeparatorInset: UIEdgeInsets?
    /// The cells on screen, by index path.
    var cellsOnScreen: [IndexPath: UITableViewCell] = [:]
    /// Which rows the prefetch data source was asked to load.
    var prefetcher = ListPrefetcher()
    /// Header and footer views on screen, by element.
    var visibleHeaderFooters: [TableGeometry.Element: UIView] = [:]
    /// Cells and header views waiting to be reused, by reuse identifier.
    var cellQueues: [String: [UITableViewCell]] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var selectedRows: [IndexPath] = []
    var selectedRowSet: Set<IndexPath> = []
    var touchedRow: IndexPath?
    var pendingUpdate: BatchUpdate?
    var pendingAnimations: [TableGeometry.Element: RowAnimation] = [:]
    /// The animation of changes recorded without one of their own (diffable data sources).
    var pendingFallbackAnimation: RowAnimation = .automatic
    /// How many `beginUpdates()` are waiting for their `endUpdates()`.
    var openUpdateGroups = 0
    /// A cell being reconfigured: dequeueing its index path hands it back unchanged.
    var reconfiguringCells: [IndexPath: UITableViewCell] = [:]
    var lastLayoutWidth: CGFloat = -1
    /// Headers and footers the delegate and data source had nothing for.
    var sectionsWithoutViews: Set<TableGeometry.Element> = []
    private var editing = false
    /// Rows' context menus, asked of the delegate (see `ListContextMenuDriver`).
    private(set) lazy var contextMenus = ListContextMenuDriver(hooks: .init(
        cellAt: { [unowned self] point in
            guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath) else { return nil }
            return (indexPath, cell)
        },
        configuration: { [unowned self] indexPath, point in
            tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        },
        willDisplay: { [unowned self] in tableDelegate?.tableView(self, willDisplayContextMenu: $0, animator: $1) },
        willEnd: { [unowned self] in tableDelegate?.tableView(self, willEndContextMenuInteraction: $0, animator: $1) },
        willCommit: { [unowned self] in tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: $0, animator: $1) }))

    /// Rows' swipe actions, asked of the delegate.
    private(set) lazy var swipeActions = ListSwipeActionsDriver(hooks: .init(
        cellAt: { [unowned self] point in
            guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath) else { return nil }
            return (indexPath, cell)
        },
        configuration: { [unowned self] indexPath, leading in
            leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }))

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        addInteraction(contextMenus.interaction)
        addGestureRecognizer(swipeActions.recognizer)
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The table's delegate, when it is a table view delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The list appearance the table's style draws with.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

    /// Enters or leaves editing mode; visible cells follow.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        for cell in cellsOnScreen.values { cell.setEditing(editing, animated: animated) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutVisibleRows()
    }

    // MARK: Touches (highlight and selection: `UITableView+Selection.swift`)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endRowHighlight()
    }

    // MARK: Registration and dequeueing

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    }

    /// Registers the class of the header and footer views dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
    }

    /// A cell for the row at `indexPath`: a reused one (after `prepareForReuse()`) or a
    /// new one of the registered class (a default cell when nothing was registered, with
    /// a message in the log, where UIKit raises an exception).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCells[indexPath] { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        print("OpenUIKit: no cell class is registered for the reuse identifier \"\(identifier)\"; using UITableViewCell")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        adopt(cell)
        return cell
    }

    /// A reused cell, or a new one of the registered class; `nil` when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = Self.reuse(identifier, from: &cellQueues, classes: cellClasses, make: { $0.init() }) else { return nil }
        if reused { cell.prepareForReuse() } else { cell.reuseIdentifier = identifier }
        adopt(cell)
        return cell
    }

    /// A reused or new header or footer view registered with `identifier`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = Self.reuse(identifier, from: &headerFooterQueues, classes: headerFooterClasses, make: { $0.init() }) else { return nil }
        if reused { view.prepareForReuse() } else { view.reuseIdentifier = identifier }
        view.tableStyle = style
        return view
    }

    /// A view waiting in `queues` under `identifier` (shown again), or a new one of the
    /// class registered for it; `nil` when there is neither.
    private static func reuse<View: UIView>(_ identifier: String, from queues: inout [String: [View]], classes: [String: View.Type],
                                            make: (View.Type) -> View) -> (view: View, reused: Bool)? {
        if let view = queues[identifier]?.popLast() {
            view.isHidden = false
            return (view, true)
        }
        return classes[identifier].map { (make($0), false) }
    }

    /// Makes a cell the table's: its subview, owned, with the table's editing state.
    func adopt(_ cell: UITableViewCell) {
        cell.owningTableView = self
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.setHighlighted(false, animated: false)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
    }

    /// Puts a cell that left the screen in its reuse queue: hidden, and no longer
    /// following what its configuration read. Cells without an identifier are dropped.
    func enqueue(_ cell: UITableViewCell) {
        cell.layer.removeAllAnimations()
        cell.stopTracking(.properties)
        cell.setHighlighted(false, animated: false)
        swipeActions.cellWillBeReused(cell)
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        cellQueues[identifier, default: []].append(cell)
    }

    /// Takes a header or footer off screen: reusable ones wait in their queue.
    func enqueue(headerFooter view: UIView) {
        view.layer.removeAllAnimations()
        view.stopTracking(.properties)
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        headerFooterQueues[identifier, default: []].append(reusable)
    }

    // MARK: Data

    /// How many sections there are, as the data source last said.
    open var numberOfSections: Int {
        refreshCountsIfNeeded()
        return rowCounts.count
    }

    /// How many rows a section has, as the data source last said.
    open func numberOfRows(inSection section: Int) -> Int {
        refreshCountsIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    func refreshCountsIfNeeded() {
        guard !countsAreCurrent else { return }
        countsAreCurrent = true
        rowCounts = currentDataSourceCounts()
        geometryIsCurrent = false
    }

    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Asks the data source for everything again and rebuilds the visible rows.
    open func reloadData() {
        countsAreCurrent = false
        for (indexPath, cell) in cellsOnScreen { endDisplaying(cell, at: indexPath) }
        for (element, view) in visibleHeaderFooters { endDisplaying(view, element: element) }
        cellsOnScreen.removeAll()
        visibleHeaderFooters.removeAll()
        selectedRows.removeAll()
        selectedRowSet.removeAll()
        prefetcher.reset()
        invalidateGeometry()
    }

    /// Heights are asked for again in the next layout (measured rows are measured again).
    func invalidateGeometry() {
        geometryIsCurrent = false
        setNeedsLayout()
    }

    // MARK: Reading what is shown

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        cellsOnScreen.filter { isInVisibleBounds($0.value) }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        cellsOnScreen.filter { isInVisibleBounds($0.value) }.keys.sorted()
    }

    /// The cell on screen for a row (`nil` when it is off screen).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellsOnScreen[indexPath]
    }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The header view on screen for a section.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooters[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for a section.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooters[.footer(section)] as? UITableViewHeaderFooterView
    }

    /// The row at a point in the table's coordinates (its content).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareGeometryIfNeeded()
        return geometry.row(at: point)
    }

    /// The rows overlapping a rectangle in the table's coordinates.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard !rect.isNull, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        prepareGeometryIfNeeded()
        return geometry.elements(in: rect, keepHeaders: false).compactMap {
            if case .row(let indexPath) = $0 { return indexPath }
            return nil
        }
    }

    /// Where a row is, in the table's coordinates (`.zero` for a row that does not exist).
    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry.rowRect(indexPath)
    }

    /// Where a section is: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry.sectionRect(section)
    }

    /// Where a section's header is.
    open func rectForHeader(inSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry.numberOfSections > section && section >= 0 ? geometry.headerRect(section) : .zero
    }

    /// Where a section's footer is.
    open func rectForFooter(inSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry.numberOfSections > section && section >= 0 ? geometry.footerRect(section) : .zero
    }

    // MARK: Style

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateGeometry()
    }
}
