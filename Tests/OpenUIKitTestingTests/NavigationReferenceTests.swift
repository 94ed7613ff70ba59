import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of a pushed screen in a navigation stack: the back button's glass
/// circle, the title, two trailing items sharing one glass capsule, and a list scrolled
/// under the bar fading through the soft top edge effect. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct NavigationReferenceTests {
    final class PlantList: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Ferns"
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                content.image = UIImage(systemName: "star.fill")
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((1...30).map { "Fern number \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .search)]
        }
    }

    @Test func pushedListUnderTheGlassBarMatchesItsReference() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let root = UIViewController()
        root.title = "Garden"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = PlantList()
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        list.collectionView.contentOffset.y += 70
        window.layoutIfNeeded()
        let image = window.renderedImage()
        // The bar's row has no opaque background: list content shows through at its edges,
        // softened by the edge effect.
        #expect(list.collectionView.adjustedContentInset.top == 44)
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "navigation-bar")
    }

    /// A 390 x 360 window at 2x showing `list` at the root of a stack with large titles.
    private func largeTitleWindow(showing list: PlantList) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aLargeTitleOverAListMatchesItsReference() throws {
        let list = PlantList()
        let window = largeTitleWindow(showing: list)
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        // The large title's bold strokes are dark, left-aligned under the row.
        let strokes = (32..<160).flatMap { x in (120..<176).map { y in pixels.rgba(atX: x, y: y) } }
        #expect(strokes.contains { $0.red < 60 }, "dark title strokes")
        #expect(list.collectionView.adjustedContentInset.top == 96)
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "large-title")
    }

    @Test func aSearchBarUnderTheLargeTitleMatchesItsReference() throws {
        let list = PlantList()
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search ferns"
        list.navigationItem.searchController = search
        let window = largeTitleWindow(showing: list)
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        // The field's capsule is a light grey fill across the width under the large title.
        let field = search.searchBar.convert(search.searchBar.searchTextField.frame, to: window)
        let fill = pixels.rgba(atX: Int(field.maxX * 2) - 40, y: Int(field.midY * 2))
        #expect(fill.red > 200 && fill.red < 245 && fill.red == fill.green, "a grey capsule: \(fill)")
        #expect(abs(list.collectionView.adjustedContentInset.top - (44 + 52 + 52)) < 0.01)
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "search-bar")
    }
}
