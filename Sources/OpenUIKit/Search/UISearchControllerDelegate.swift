import Foundation

/// Told as a search controller becomes active and goes away.
///
/// Differs from UIKit: `presentSearchController(_:)` (presenting it yourself) is not there.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Before the search interface shows.
    func willPresentSearchController(_ searchController: UISearchController)
    /// After the search interface shows.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Before the search interface goes.
    func willDismissSearchController(_ searchController: UISearchController)
    /// After the search interface went.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
