import Foundation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// A 100,000-row list in a 390×844 window at 3x, flung frame by frame: the SwiftUI `List`
/// and the same rows (a symbol and a title) in a `UICollectionView` list with list content
/// configurations.
@MainActor
public final class ListFlingScreen {
    public let window: UIWindow
    public private(set) var scrollView: UIScrollView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    public init(swiftUI: Bool, count: Int = 100_000) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        if swiftUI {
            window.rootViewController = UIHostingController(rootView: List(0..<count) { index in
                Label("Row \(index)", systemImage: "star")
            })
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            scrollView = Self.firstCollectionView(in: window)
        } else {
            window.makeKeyAndVisible()
            let collection = UICollectionView(
                frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
            window.addSubview(collection)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                content.image = UIImage(systemName: "star")
                cell.contentConfiguration = content
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            source.apply(snapshot, animatingDifferences: false)
            dataSource = source
            scrollView = collection
        }
        _ = window.renderedImage()
    }

    /// One frame of a fast fling: the list moves 40 points, then the window renders.
    public func frame() {
        var offset = scrollView.contentOffset.y + 40
        if offset > scrollView.contentSize.height - 2_000 { offset = 0 }
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        _ = window.renderedImage()
    }

    private static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collection = view as? UICollectionView { return collection }
        for subview in view.subviews { if let found = firstCollectionView(in: subview) { return found } }
        return nil
    }
}
