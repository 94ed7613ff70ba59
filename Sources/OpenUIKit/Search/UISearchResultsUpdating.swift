import Foundation

/// Updates search results as the user types in a search controller's bar.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or the controller's activity changed: show results for
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
