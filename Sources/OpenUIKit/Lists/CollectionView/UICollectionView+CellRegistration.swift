import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind for items of one type: register
    /// nothing, dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Film> { cell, indexPath, film in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = film.title
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    ///
    /// Make registrations once (not inside the cell provider), as UIKit asks.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let reuseIdentifier = "OpenUIKit.CellRegistration." + UUID().uuidString

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How to make and configure supplementary views (headers, footers) of one kind.
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    ///     elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
    ///     var content = UIListContentConfiguration.groupedHeader()
    ///     content.text = sections[indexPath.section].title
    ///     header.contentConfiguration = content
    /// }
    /// ```
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let reuseIdentifier = "OpenUIKit.SupplementaryRegistration." + UUID().uuidString

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration`, configured for `item` by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            preconditionFailure("a cell registered as \(Cell.self) dequeued as \(type(of: cell))")
        }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view from `registration`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = view as? Supplementary else {
            preconditionFailure("a view registered as \(Supplementary.self) dequeued as \(type(of: view))")
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
