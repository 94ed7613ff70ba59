import Foundation

/// Runs a search: its ``searchBar`` takes the query, its ``searchResultsUpdater`` hears
/// every change, and while it is active its view covers the screen below the bar, dimming
/// it or showing ``searchResultsController``.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsViewController())
/// search.searchResultsUpdater = self     // updateSearchResults(for:) as the user types
/// search.searchBar.placeholder = "Plants"
/// navigationItem.searchController = search
/// ```
///
/// Tapping the field makes the controller active; the cancel button, or a tap on the
/// dimmed screen, ends the search.
///
/// In a navigation bar, the row of items and the large title make way while searching
/// (unless `hidesNavigationBarDuringPresentation` is off): the search bar rises to the top.
///
/// The search bar's scope bar shows as `scopeBarActivation` says; picking a scope updates
/// the results.
///
/// Differs from UIKit: the controller shows its view itself rather than through a modal
/// presentation (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the user types in.
    public let searchBar = UISearchBar()
    /// The controller that shows the results, or `nil` to show them in the searched screen.
    public let searchResultsController: UIViewController?
    /// Hears the search text change.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Hears the search interface show and go.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the screen under the bar is dimmed while searching, until results show.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar's row and large title make way for the search bar while
    /// searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while the controller is active.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text to search for.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows; set it to show results before any text.
    open var showsSearchResultsController = false {
        didSet { if isActive { arrangeSearchView() } }
    }

    /// When the search bar's scope bar shows.
    public enum ScopeBarActivation: Int, Sendable {
        /// As the system sees fit: when the search becomes active.
        case automatic
        /// Only when you set `showsScopeBar` on the search bar.
        case manual
        /// Once the user types something.
        case onTextEntry
        /// When the search becomes active.
        case onSearchActivation
    }

    /// When the search bar's scope bar (its `scopeButtonTitles`) shows; it goes when the
    /// search ends, unless managed by hand.
    open var scopeBarActivation: ScopeBarActivation = .automatic

    /// Where the search bar sits in a navigation bar: stacked under the title.
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        navigationItem.searchBarPlacement
    }

    /// Whether the search interface shows; setting it shows or ends it.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            newValue ? begin() : end()
        }
    }

    private var active = false
    private let dimming = UIView()

    /// A search controller showing its results in `searchResultsController` (or, with
    /// `nil`, in the screen being searched, which the updater changes).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.onBeginEditing = { [weak self] in self?.isActive = true }
        searchBar.onTextChange = { [weak self] in self?.textDidChange() }
        searchBar.onCancel = { [weak self] in self?.cancel() }
        searchBar.onScopeChange = { [weak self] in
            guard let self else { return }
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.cancel() }))
    }

    /// A search controller showing its results in the searched screen.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Not available: there are no archives to decode on Linux.
    required public init?(coder: NSCoder) { nil }

    open override func loadView() {
        view = SearchInterfaceView(frame: UIScreen.main.bounds)
        dimming.frame = view.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(dimming)
    }

    // MARK: The search interface

    private func begin() {
        active = true
        delegate?.willPresentSearchController(self)
        updateNavigationBar(searching: true)
        if scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation { searchBar.setShowsScope(true, animated: true) }
        showSearchInterface()
        fadeInDimming()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if !searchBar.isFirstResponder { searchBar.becomeFirstResponder() }
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func end() {
        active = false
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: true) }
        let host = parent
        if let results = searchResultsController, results.parent === self { hideResults(results) }
        viewIfLoaded?.removeFromSuperview()
        updateNavigationBar(searching: false)
        if host != nil {
            willMove(toParent: nil)
            removeFromParent()
        }
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The cancel button or a tap on the dimmed screen: the text goes and the search ends.
    private func cancel() {
        searchBar.text = ""
        isActive = false
    }

    private func textDidChange() {
        if !active, searchBar.isFirstResponder { isActive = true }
        if scopeBarActivation == .onTextEntry, active, !searchBar.showsScopeBar, !(searchBar.text ?? "").isEmpty {
            searchBar.setShowsScope(true, animated: true)
            placeCover()
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The dimming comes in over the time the bar takes to make way.
    private func fadeInDimming() {
        guard dimming.window != nil, !dimming.isHidden else { return }
        UIView.performWithoutAnimation { dimming.alpha = 0 }
        // A tap may end the search while it fades in.
        UIView.animate(withDuration: 0.35, delay: 0, options: [.allowUserInteraction, .curveEaseOut]) { self.dimming.alpha = 1 }
    }

    /// Lets the navigation bar holding the search bar give its row and large title up to it
    /// (or take them back), and open (or close) a search bar that waits behind a button,
    /// sliding when on screen.
    private func updateNavigationBar(searching: Bool) {
        var ancestor = searchBar.superview
        while let view = ancestor, !(view is UINavigationBar) { ancestor = view.superview }
        guard let bar = ancestor as? UINavigationBar else { return }
        let makesWay = searching && hidesNavigationBarDuringPresentation
        let opensArea = bar.topItem?.searchBarIsBehindButton == true
        guard bar.makesWayForSearch != makesWay || opensArea else { return }
        let container = bar.superview
        let change = {
            bar.makesWayForSearch = makesWay
            if opensArea { bar.searchAreaHeightDidChange() }
            container?.setNeedsLayout()
            container?.layoutIfNeeded()
        }
        guard bar.window != nil, !UIAccessibility.isReduceMotionEnabled else { return UIView.performWithoutAnimation(change) }
        UIView.animate(springDuration: 0.35, bounce: 0, animations: change)
    }

    /// Covers the screen under the search bar: in the controller whose view holds the bar
    /// (the navigation controller, for a bar in its navigation bar), from the bar down.
    func showSearchInterface() {
        guard let (host, hostView, _) = searchHost() else { return }
        if parent !== host {
            host.addChild(self)
            didMove(toParent: host)
        }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let navigation = host as? UINavigationController {
            hostView.insertSubview(view, belowSubview: navigation.navigationBar)
        } else {
            hostView.addSubview(view)
        }
        placeCover()
        arrangeSearchView()
    }

    /// Puts the cover from the bottom of the bars down (again, when the search bar grew).
    private func placeCover() {
        guard let (_, hostView, top) = searchHost(), viewIfLoaded?.superview === hostView else { return }
        view.frame = CGRect(x: 0, y: top, width: hostView.bounds.width, height: max(0, hostView.bounds.height - top))
    }

    /// The controller and view to cover, and where below the bar the cover starts.
    private func searchHost() -> (UIViewController, UIView, CGFloat)? {
        var ancestor = searchBar.superview
        while let view = ancestor {
            if let controller = view.next as? UIViewController, controller !== self {
                let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: view).y
                let navigationBarBottom = (controller as? UINavigationController).map { $0.navigationBar.frame.maxY } ?? 0
                return (controller, view, max(barBottom, navigationBarBottom))
            }
            ancestor = view.superview
        }
        return nil
    }

    /// Dims the screen, or shows the results controller in its place.
    private func arrangeSearchView() {
        guard active else { return }
        let showsResults = showsSearchResultsController && searchResultsController != nil
        dimming.isHidden = showsResults || !obscuresBackgroundDuringPresentation
        guard let results = searchResultsController else { return }
        if showsResults, results.parent !== self {
            addChild(results)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            results.beginAppearanceTransition(true, animated: false)
            view.addSubview(results.view)
            results.endAppearanceTransition()
            results.didMove(toParent: self)
        } else if !showsResults, results.parent === self {
            hideResults(results)
        }
    }

    private func hideResults(_ results: UIViewController) {
        results.willMove(toParent: nil)
        results.beginAppearanceTransition(false, animated: false)
        results.viewIfLoaded?.removeFromSuperview()
        results.endAppearanceTransition()
        results.removeFromParent()
    }
}
