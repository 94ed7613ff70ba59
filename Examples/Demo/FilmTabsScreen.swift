import Foundation
import OpenUIKit

/// The list app's tabs: the films in a navigation stack, a favourites screen and the glass
/// playground, on the floating glass tab bar, which shrinks while the list scrolls down.
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
        tabs.viewControllers = [films, favourites, glass]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        return tabs
    }
}

/// A quiet screen for the favourites tab.
final class FavouritesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favourites"
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
