import Foundation

/// Hears ahead of time which rows a table view will soon show, to start loading their data
/// before their cells are asked for.
///
/// ```swift
/// tableView.prefetchDataSource = loader
///
/// func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
///     for indexPath in indexPaths { avatars.startLoading(people[indexPath.row]) }
/// }
/// ```
///
/// The table view asks during its layout pass, for the rows within a screen's height past
/// the visible edge in the direction of scrolling, and cancels requests for rows that
/// leave that area without being shown.
///
/// Differs from Apple's: the optional method has an empty default in an extension.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these rows.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stop loading the data of these rows: they are no longer about to appear.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
