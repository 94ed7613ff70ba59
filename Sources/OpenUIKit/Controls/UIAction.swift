import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled action with a handler, for controls (`addAction(_:for:)`, `primaryAction`).
///
/// ```swift
/// let play = UIAction(title: "Play", image: UIImage(systemName: "play.fill")) { _ in player.play() }
/// let button = UIButton(configuration: .glass(), primaryAction: play)
/// ```
@MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, to find or remove it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name, shown by menus and buttons that display actions.
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    /// An image shown with the title.
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    /// Identifies the action: a control keeps one action per identifier, so adding another
    /// with the same identifier replaces this one.
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that last performed the action.
    open internal(set) var sender: Any?

    /// An action running `handler` when performed.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
