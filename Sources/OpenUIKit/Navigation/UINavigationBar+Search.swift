import Foundation

/// The search area: with a search controller on the top item, its search bar sits under
/// the title (under the large title when there is one), stacked as iOS has placed it since
/// iOS 11. When the item hides it on scrolling, scrolling the content up first slides the
/// search bar up under the title and fades it, then collapses the large title; scrolling
/// back to the top brings both back. While the search controller is active (and
/// `hidesNavigationBarDuringPresentation`), the row of items and the large title slide up
/// and fade, and the search bar rises to the top of the bar.
extension UINavigationBar {

    func setUpSearchArea() {
        searchClip.clipsToBounds = true
        searchClip.isHidden = true
        addSubview(searchClip)
    }

    /// The height the search area takes for `item`: 0 without a search controller, or
    /// while its search bar waits behind a button and the search is not active.
    func searchAreaHeight(for item: UINavigationItem?) -> CGFloat {
        guard let controller = item?.searchController else { return 0 }
        if item?.searchBarIsBehindButton == true, !controller.isActive { return 0 }
        return controller.searchBar.barHeight
    }

    /// The search button at the trailing end of the row, for a search bar placed in line.
    func searchButtonItems(for item: UINavigationItem) -> [UIBarButtonItem] {
        guard item.searchBarIsBehindButton, let controller = item.searchController else { return [] }
        return [UIBarButtonItem(systemItem: .search, primaryAction: UIAction { [weak controller] _ in controller?.isActive = true })]
    }

    /// The whole area under the row of items for `item`: its large title and its search bar.
    func extendedAreaHeight(for item: UINavigationItem?) -> CGFloat {
        largeTitleAreaHeight(for: item) + searchAreaHeight(for: item)
    }

    /// The part of that area that scrolling collapses: the large title, and the search bar
    /// unless the item keeps it (`hidesSearchBarWhenScrolling` off).
    func collapsibleAreaHeight(for item: UINavigationItem?) -> CGFloat {
        largeTitleAreaHeight(for: item) + (item?.hidesSearchBarWhenScrolling == false ? 0 : searchAreaHeight(for: item))
    }

    /// How much of the large title and of the search area shows now. Collapsing takes the
    /// search bar first (it is the lower); pulling the content down stretches the large
    /// title area, up to `maximumLargeTitleStretch` more.
    var shownExtendedAreas: (large: CGFloat, search: CGFloat) {
        let item = topItem
        let large = largeTitleAreaHeight(for: item), search = searchAreaHeight(for: item)
        if makesWayForSearch, search > 0 { return (0, search) }
        let collapsible = collapsibleAreaHeight(for: item)
        let shown = collapsible > 0 && collapsibleShownHeight.isFinite
            ? min(collapsible + Self.maximumLargeTitleStretch, max(0, collapsibleShownHeight))
            : collapsible
        guard collapsible > large else { return (shown, search) }
        let searchShown = min(search, max(0, shown - large))
        return (shown - searchShown, searchShown)
    }

    /// The height under the row that shows now.
    var shownExtendedAreaHeight: CGFloat {
        let areas = shownExtendedAreas
        return areas.large + areas.search
    }

    /// The height of the bar below the status bar: the prompt, the row and what shows under
    /// it, or the search bar alone while the rest makes way for it.
    var shownContentHeight: CGFloat {
        if makesWayForSearch && shownSearchBar != nil { return shownExtendedAreaHeight }
        return promptAreaHeight(for: topItem) + Self.rowHeight + shownExtendedAreaHeight
    }

    /// The height of the bar below the status bar for `item` at rest: what a screen's
    /// safe area keeps clear.
    func contentHeight(for item: UINavigationItem?) -> CGFloat {
        promptAreaHeight(for: item) + Self.rowHeight + extendedAreaHeight(for: item)
    }

    /// The views of the row and the prompt, which fade while searching.
    private var rowViews: [UIView] {
        [backButton, shownTitleView, titleLabel, subtitleLabel, promptLabel].compactMap { $0 } + groupViews
    }

    /// While searching, the row sits above the search bar, faded out.
    func hideRowWhileSearching() {
        guard makesWayForSearch, shownSearchBar != nil else { return }
        for view in rowViews {
            view.alpha = 0
            view.frame.origin.y = min(view.frame.origin.y, searchClip.frame.minY - view.frame.height)
        }
    }

    /// The search ended: the row's views come back (the title's own fade is laid out again).
    func searchPresentationDidChange() {
        if !makesWayForSearch {
            for view in rowViews where view !== titleLabel && view !== subtitleLabel { view.alpha = 1 }
        }
        setNeedsLayout()
    }

    /// Puts `item`'s search bar (if it has a search controller) in the search area.
    func showSearchBar(of item: UINavigationItem?) {
        let searchBar = item?.searchController?.searchBar
        guard searchBar !== shownSearchBar else { return }
        if shownSearchBar?.superview === searchClip {
            shownSearchBar?.removeFromSuperview()
            shownSearchBar?.heightDidChange = nil
        }
        shownSearchBar = searchBar
        guard let searchBar else { return }
        searchClip.addSubview(searchBar)
        // A scope bar showing or going changes the bar's height.
        searchBar.heightDidChange = { [weak self] in
            self?.searchAreaHeightDidChange()
            self?.superview?.layoutIfNeeded()
        }
    }

    /// The search area grew or shrank (a scope bar, a search bar opened from its button):
    /// the bar and the screens' safe areas are laid out again; the items stay as they are.
    func searchAreaHeightDidChange() {
        setNeedsLayout()
        heightMayHaveChanged?()
    }

    /// Places the search area `shown` points tall at `top`; the bar inside keeps to its
    /// bottom, so it slides up under what is above as the area shrinks, fading as it goes.
    func layoutSearchArea(top: CGFloat, shown: CGFloat) {
        guard let searchBar = shownSearchBar else {
            searchClip.isHidden = true
            return
        }
        searchClip.isHidden = false
        searchClip.frame = CGRect(x: 0, y: top, width: bounds.width, height: shown)
        let full = searchBar.barHeight
        searchBar.frame = CGRect(x: 0, y: shown - full, width: bounds.width, height: full)
        searchBar.alpha = min(1, max(0, (shown / full - 0.3) / 0.5))
    }
}
