import Foundation
import OpenSwiftUI
import OpenUIKit
import SeedApps

/// One screen the demo can show.
enum DemoScreen: String, CaseIterable {
    case glass, list, swiftui, invoices, accessibleGlass = "accessible-glass", inbox, films, grow

    var title: String {
        switch self {
        case .glass: "Glass Droplets"
        case .list: "Film Tabs"
        case .swiftui: "SwiftUI Catalog"
        case .invoices: "Invoices"
        case .accessibleGlass: "Accessible Glass"
        case .inbox: "Inbox"
        case .films: "Film Player"
        case .grow: "Grow"
        }
    }

    var detail: String {
        switch self {
        case .glass: "Glass that merges, splits and materializes"
        case .list: "A long list, a carousel, sheets, popovers, menus and controls"
        case .swiftui: "The film catalog written in SwiftUI"
        case .invoices: "SwiftUI glass: a custom-shaped button and a container"
        case .accessibleGlass: "Glass under Reduce Motion, Transparency and Contrast"
        case .inbox: "UIKit rows following @Observable models"
        case .films: "A mini player on tinted glass and collapsing pills"
        case .grow: "SwiftUI in UIKit's bars, a calendar popover, glass letters"
        }
    }

    var symbol: String {
        switch self {
        case .glass: "drop.fill"
        case .list: "film.stack"
        case .swiftui: "square.stack.3d.up"
        case .invoices: "doc.text"
        case .accessibleGlass: "accessibility"
        case .inbox: "tray"
        case .films: "play.circle"
        case .grow: "leaf.fill"
        }
    }

    @MainActor
    func makeController() -> UIViewController {
        switch self {
        case .glass: GlassDemoViewController()
        case .list: FilmTabs.make()
        case .swiftui: UIHostingController(rootView: FilmCatalogView(model: CatalogModel()))
        case .invoices: UIHostingController(rootView: InvoiceListScreen())
        case .accessibleGlass: UIHostingController(rootView: AccessibleGlassScreen())
        case .inbox: InboxViewController.app()
        case .films: FilmPlayerViewController()
        case .grow: GrowApp.make()
        }
    }
}

/// The demo's first screen: a list of the screens it shows. Each opens in a sheet; drag it
/// down or press Escape to come back.
final class DemoLauncherViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, DemoScreen>!
    /// A screen to open as soon as the launcher is on screen.
    private var pendingScreen: DemoScreen?

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "OpenUIKit"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .always
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, DemoScreen> { cell, _, screen in
            var content = UIListContentConfiguration.subtitleCell()
            content.image = UIImage(systemName: screen.symbol)
            content.text = screen.title
            content.secondaryText = screen.detail
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, screen in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: screen)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, DemoScreen>()
        snapshot.appendSections([0])
        snapshot.appendItems(DemoScreen.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let screen = pendingScreen {
            pendingScreen = nil
            open(screen, animated: false)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        if let screen = dataSource.itemIdentifier(for: indexPath) { open(screen, animated: true) }
    }

    /// Shows `screen` in a full-height sheet over the list.
    func open(_ screen: DemoScreen, animated: Bool) {
        let controller = screen.makeController()
        controller.modalPresentationStyle = .pageSheet
        present(controller, animated: animated)
    }

    /// The launcher in its navigation controller, with `screen` open if one is named.
    static func make(opening screen: DemoScreen? = nil) -> UINavigationController {
        let launcher = DemoLauncherViewController()
        let navigation = DemoNavigationController(rootViewController: launcher)
        navigation.navigationBar.prefersLargeTitles = true
        launcher.pendingScreen = screen
        return navigation
    }
}
