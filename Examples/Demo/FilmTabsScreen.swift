import Foundation
import OpenUIKit

/// The list app's tabs: the films in a navigation stack, a favourites screen, the glass
/// playground and the standard controls, on the floating glass tab bar, which shrinks while the list scrolls down.
enum FilmTabs {
    @MainActor
    static func make(list: FilmListViewController = FilmListViewController()) -> UITabBarController {
        let films = UINavigationController(rootViewController: list)
        films.tabBarItem = UITabBarItem(title: "Films", image: UIImage(systemName: "film"), tag: 0)
        let favourites = UINavigationController(rootViewController: FavouritesViewController())
        favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favourites.tabBarItem.badgeValue = "2"
        let glass = GlassDemoViewController()
        glass.tabBarItem = UITabBarItem(title: "Glass", image: UIImage(systemName: "house.fill"), tag: 2)
        let tabs = UITabBarController()
        let controls = UINavigationController(rootViewController: ControlsViewController())
        controls.tabBarItem = UITabBarItem(title: "Controls", image: UIImage(systemName: "ellipsis.circle"), tag: 3)
        tabs.viewControllers = [films, favourites, glass, controls]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        return tabs
    }
}

/// A quiet screen for the favourites tab, with a trash item that asks before clearing.
final class FavouritesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favourites"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [unowned self] _ in
            confirmClearing()
        })
        view.backgroundColor = .systemGroupedBackground
        let hint = UILabel()
        hint.text = "Star a film in the list to keep it here."
        hint.textColor = .secondaryLabel
        hint.textAlignment = .center
        hint.numberOfLines = 0
        hint.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hint)
        NSLayoutConstraint.activate([
            hint.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            hint.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            hint.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

extension FavouritesViewController {
    /// Asks before clearing the favourites, as a destructive choice should.
    func confirmClearing() {
        let alert = UIAlertController(title: "Clear Favourites?", message: "Stars come off every film in the list.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive))
        present(alert, animated: true)
    }
}
