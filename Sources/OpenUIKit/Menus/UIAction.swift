import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled action with a handler, for controls (`addAction(_:for:)`, `primaryAction`) and
/// menus (`UIMenu`'s children).
///
/// ```swift
/// let play = UIAction(title: "Play", image: UIImage(systemName: "play.fill")) { _ in player.play() }
/// let button = UIButton(configuration: .glass(), primaryAction: play)
///
/// let sort = UIMenu(options: .singleSelection, children: [
///     UIAction(title: "Title", state: .on) { _ in model.sort = .title },
///     UIAction(title: "Year") { _ in model.sort = .year },
/// ])
/// ```
@preconcurrency @MainActor
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
    /// A longer title for places that show actions out of context (key-command lists).
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu: disabled, destructive, hidden.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether the action shows as chosen in a menu (a checkmark for `.on`).
    open var state: UIMenuElement.State = .off
    let handler: UIActionHandler
    /// The control or bar button item that last performed the action.
    open internal(set) var sender: Any?

    /// An action running `handler` when performed.
    ///
    /// - Parameters:
    ///   - title: The name menus and buttons show.
    ///   - subtitle: A second line in menus.
    ///   - image: An image shown with the title.
    ///   - identifier: A name to find or replace the action by; a unique one when `nil`.
    ///   - discoverabilityTitle: A longer title for lists of commands.
    ///   - attributes: Disabled, destructive, hidden or keeps-menu-presented.
    ///   - state: Whether the action shows a checkmark (`.on`) or a dash (`.mixed`).
    ///   - handler: What the action does; it receives the action, whose `sender` is set.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler on behalf of `sender`.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
