import Foundation

/// A menu: a titled list of actions, submenus and deferred elements, shown on Liquid Glass
/// by buttons (`UIButton.menu`) and bar button items (`UIBarButtonItem.menu`).
///
/// ```swift
/// let sort = UIMenu(title: "Sort By", options: .singleSelection, children: [
///     UIAction(title: "Title", state: .on) { _ in model.sort = .title },
///     UIAction(title: "Year") { _ in model.sort = .year },
/// ])
/// let more = UIMenu(children: [
///     sort,                                                   // a submenu row
///     UIMenu(options: .displayInline, children: [share, duplicate]),  // a section
///     UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in … },
/// ])
/// navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: more)
/// ```
///
/// A menu is immutable: `replacingChildren(_:)` makes a copy with other children. In a
/// `.singleSelection` menu, choosing an action turns it on and its siblings off, as UIKit does.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu as a section between separators, rather than
        /// behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is shown in red: what is inside destroys data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show side by side as a strip of images.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of an inline section are drawn.
    public enum ElementSize: Int, Sendable {
        /// Images alone, side by side.
        case small = 0
        /// Images over short titles, side by side.
        case medium = 1
        /// Full-width rows.
        case large = 2
        /// Chosen by the system: full-width rows.
        case automatic = -1
    }

    /// The menu's name.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// What the menu holds, in order.
    public let children: [UIMenuElement]
    /// How large the children are drawn when the menu is an inline section.
    open var preferredElementSize: ElementSize

    /// A menu.
    ///
    /// - Parameters:
    ///   - title: Shown as the submenu row's title, or above an inline section or a menu.
    ///   - subtitle: A second line on the submenu row.
    ///   - image: Shown on the submenu row.
    ///   - identifier: The menu's name; a unique one when `nil`.
    ///   - options: Inline, destructive, single selection, palette.
    ///   - preferredElementSize: How large an inline section's children are drawn.
    ///   - children: Actions, submenus and deferred elements, in order.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that are on, including those in inline sections.
    open var selectedElements: [UIMenuElement] {
        actions(descendingIntoSubmenus: false).filter { $0.state == .on }
    }

    /// Turns `chosen` on and, in a single-selection menu, its siblings off; other menus
    /// leave states to the action's handler, as UIKit does.
    func updateSelection(choosing chosen: UIAction) {
        guard options.contains(.singleSelection) else {
            for case let inline as UIMenu in children where inline.options.contains(.displayInline) {
                inline.updateSelection(choosing: chosen)
            }
            return
        }
        let siblings = actions(descendingIntoSubmenus: false)
        guard siblings.contains(where: { $0 === chosen }) else { return }
        for action in siblings { action.state = action === chosen ? .on : .off }
    }

    /// The actions among the children and inside inline sections, and inside submenus too
    /// when asked.
    func actions(descendingIntoSubmenus: Bool) -> [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            if let menu = child as? UIMenu, descendingIntoSubmenus || menu.options.contains(.displayInline) {
                return menu.actions(descendingIntoSubmenus: descendingIntoSubmenus)
            }
            return []
        }
    }
}
