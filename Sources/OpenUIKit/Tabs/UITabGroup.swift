import Foundation

/// A tab that gathers other tabs (iOS 18). On the phone's tab bar a group is one tab,
/// showing its own screen; its children are reached from there. Give the group a
/// `managingNavigationController` and selecting one of its children (`selectedTab`)
/// builds that navigation controller's stack from the screens of the tabs on the way
/// down to it.
///
/// ```swift
/// let library = UINavigationController(rootViewController: LibraryViewController())
/// let group = UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library", children: [
///     UITab(title: "Ferns", image: nil, identifier: "ferns") { _ in FernsViewController() },
///     UITab(title: "Mosses", image: nil, identifier: "mosses") { _ in MossesViewController() },
/// ]) { _ in library }
/// group.managingNavigationController = library
/// tabs.selectedTab = group.tab(forIdentifier: "mosses")   // Library, with Mosses pushed
/// ```
///
/// Differs from UIKit: there is no iPad sidebar, so the sidebar's members
/// (`displayOrderIdentifiers`, `allowsReordering`, `sidebarActions`, `sidebarAppearance`)
/// are not there.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    /// The tabs in the group.
    open var children: [UITab] {
        didSet {
            for child in oldValue where child.parent === self && !children.contains(where: { $0 === child }) {
                child.parent = nil
                child.tabBarController = nil
            }
            adoptChildren()
            if let selectedChild, !children.contains(where: { $0 === selectedChild }) { self.selectedChild = nil }
        }
    }

    /// The selected child; set only to one of `children` (anything else is refused).
    open var selectedChild: UITab? {
        didSet {
            if let selectedChild, !children.contains(where: { $0 === selectedChild }) {
                ConsoleLog.report("UITabGroup: \"\(selectedChild.identifier)\" is not a child of \"\(identifier)\"")
                self.selectedChild = oldValue
            }
        }
    }

    /// The identifier of the child selected when a selection is needed and `selectedChild`
    /// is `nil`; without one, the first child.
    open var defaultChildIdentifier: String?

    /// The navigation controller whose stack shows the selected descendant: each tab's
    /// screen on the way down to it, pushed in order.
    open var managingNavigationController: UINavigationController?

    /// A group of tabs.
    ///
    /// - Parameters:
    ///   - title: The title on the bar.
    ///   - image: The image on the bar.
    ///   - identifier: A name unique among the controller's tabs.
    ///   - children: The tabs in the group.
    ///   - viewControllerProvider: Makes the group's own screen, the first time it shows.
    public init(title: String, image: UIImage?, identifier: String, children: [UITab],
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adoptChildren()
    }

    /// The tab with `identifier` among the group's descendants, if there is one.
    open func tab(forIdentifier identifier: String) -> UITab? {
        Self.firstTab(in: children) { $0.identifier == identifier }
    }

    /// The first of `tabs` and the tabs inside them, depth first, that `matches`.
    static func firstTab(in tabs: [UITab], where matches: (UITab) -> Bool) -> UITab? {
        for tab in tabs {
            if matches(tab) { return tab }
            if let group = tab as? UITabGroup, let found = firstTab(in: group.children, where: matches) { return found }
        }
        return nil
    }

    /// Makes `tab` the selection of each group above it, up to and including `top` (all
    /// the way up without one).
    static func select(_ tab: UITab, upTo top: UITabGroup? = nil) {
        var child = tab
        while let parent = child.parent {
            parent.selectedChild = child
            if parent === top { return }
            child = parent
        }
    }

    /// The child to show when one must be: the selected one, the default, or the first.
    var childToShow: UITab? {
        selectedChild ?? defaultChildIdentifier.flatMap { id in children.first { $0.identifier == id } } ?? children.first
    }

    private func adoptChildren() {
        for child in children {
            child.parent = self
            child.tabBarController = tabBarController
        }
    }
}
