import OpenUIKitShim

// Code as iOS apps written in the Swift 5 language mode have it: plain functions that
// touch views, with no `@MainActor` anywhere. Apple's UIKit accepts it (its classes come
// from Objective-C with `@preconcurrency` semantics); OpenUIKit must too. This target is
// built in the Swift 5 mode.

func collapseFilters(
    filters: [UIVisualEffectView],
    into searchBar: UIVisualEffectView,
    in container: UIVisualEffectView
) {
    let targetFrame = searchBar.frame

    UIView.animate(withDuration: 0.4) {
        for filter in filters {
            filter.frame = targetFrame
            filter.alpha = 0.0
        }
        searchBar.alpha = 1.0
    } completion: { _ in
        filters.forEach { $0.removeFromSuperview() }
    }
}

/// A helper of the kind Swift 5 code keeps outside any class.
func makeCaption(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .caption1)
    label.numberOfLines = 0
    return label
}

final class FilterBarController: UIViewController, UICollectionViewDelegate {
    var filters: [UIVisualEffectView] = []
    let searchBar = UIVisualEffectView(effect: UIGlassEffect())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(searchBar)
        searchBar.frame = CGRect(x: 16, y: 60, width: 300, height: 44)
        for index in 0..<3 {
            let filter = UIVisualEffectView(effect: UIGlassEffect())
            filter.frame = CGRect(x: 16 + CGFloat(index) * 90, y: 120, width: 80, height: 36)
            view.addSubview(filter)
            filters.append(filter)
        }
    }

    func collapse() {
        collapseFilters(filters: filters, into: searchBar, in: searchBar)
    }
}
