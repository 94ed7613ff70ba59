import Foundation

/// What a cell (or any view) shows, as a value: it makes the view that shows it and
/// adapts itself to a state (selected, highlighted, traits).
///
/// ```swift
/// var content = UIListContentConfiguration.cell()
/// content.text = "Inbox"
/// content.image = UIImage(systemName: "tray")
/// cell.contentConfiguration = content
/// ```
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration adjusted for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default, one of the type it shows).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
