import Foundation

/// One stretch of a shown menu between separators: an optional header and its items, as
/// full-width rows or side by side (small and medium element sizes, palettes).
@MainActor
struct MenuSection {
    /// What a menu shows for one element.
    enum Item {
        /// An action to choose.
        case action(UIAction)
        /// A row that opens a submenu.
        case submenu(UIMenu)
        /// The row leading back out of an open submenu, titled with it.
        case back(UIMenu)
        /// A deferred element still waiting for its provider.
        case loading
    }

    enum Layout: Equatable {
        case rows
        /// Side by side: images alone (`.small`) or images over titles (`.medium`).
        case strip(UIMenu.ElementSize)
    }

    var header: String?
    var layout: Layout
    var items: [Item]

    /// The sections `menu` shows: its own elements as rows, each inline submenu as a
    /// section of its own (its title as the header), hidden actions left out, and each
    /// deferred element replaced by what `elements(for:)` has for it (a loading row while
    /// it has nothing).
    static func sections(
        of menu: UIMenu, showingBackRow: Bool = false,
        elements: @escaping (UIDeferredMenuElement) -> [UIMenuElement]?
    ) -> [MenuSection] {
        var builder = Builder(elements: elements)
        if showingBackRow { builder.sections.append(MenuSection(header: nil, layout: .rows, items: [.back(menu)])) }
        // A menu's own title heads it, set apart by a separator as UIKit sets it.
        if !menu.title.isEmpty, !showingBackRow { builder.sections.append(MenuSection(header: menu.title, layout: .rows, items: [])) }
        builder.add(menu.children, depth: 0)
        builder.close()
        return builder.sections
    }

    /// The sections in reverse, each with its items reversed, for a menu that grows upward
    /// and keeps its first element nearest the finger; a menu's title stays on top.
    static func reversedForPriority(_ sections: [MenuSection]) -> [MenuSection] {
        let titled = sections.first.map { $0.header != nil && $0.items.isEmpty } ?? false
        let body = sections.dropFirst(titled ? 1 : 0).reversed().map { section in
            MenuSection(header: section.header, layout: section.layout,
                        items: section.layout == .rows ? section.items.reversed() : section.items)
        }
        return (titled ? [sections[0]] : []) + body
    }

    /// Whether any row shows an image or a checkmark, so every row leaves room for one.
    static func needsLeadingColumn(_ sections: [MenuSection]) -> Bool {
        sections.contains { section in
            section.layout == .rows && section.items.contains { item in
                switch item {
                case .action(let action): action.image != nil || action.state != .off
                case .submenu(let menu): menu.image != nil
                case .back, .loading: false
                }
            }
        }
    }

    @MainActor
    private struct Builder {
        let elements: (UIDeferredMenuElement) -> [UIMenuElement]?
        var sections: [MenuSection] = []
        var header: String?
        var items: [Item] = []

        init(elements: @escaping (UIDeferredMenuElement) -> [UIMenuElement]?) {
            self.elements = elements
        }

        /// Deep nesting of inline menus and deferred elements that provide themselves is
        /// cut off here instead of recursing without end.
        static let maximumDepth = 16

        mutating func add(_ children: [UIMenuElement], depth: Int) {
            guard depth < Self.maximumDepth else { return }
            for child in children {
                switch child {
                case let action as UIAction:
                    if !action.attributes.contains(.hidden) { items.append(.action(action)) }
                case let menu as UIMenu where menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette):
                    addInline(menu, depth: depth)
                case let menu as UIMenu:
                    items.append(.submenu(menu))
                case let deferred as UIDeferredMenuElement:
                    if let provided = elements(deferred) { add(provided, depth: depth + 1) } else { items.append(.loading) }
                default:
                    break
                }
            }
        }

        private mutating func addInline(_ menu: UIMenu, depth: Int) {
            close()
            header = menu.title.isEmpty ? nil : menu.title
            add(menu.children, depth: depth + 1)
            let layout = Self.layout(of: menu)
            if layout != .rows, !items.isEmpty {
                sections.append(MenuSection(header: header, layout: layout, items: items))
                header = nil
                items = []
            }
            close()
        }

        private static func layout(of menu: UIMenu) -> Layout {
            if menu.options.contains(.displayAsPalette) { return .strip(.small) }
            switch menu.preferredElementSize {
            case .small: return .strip(.small)
            case .medium: return .strip(.medium)
            case .large, .automatic: return .rows
            }
        }

        /// Ends the current section (nothing is added for an empty one).
        mutating func close() {
            if !items.isEmpty { sections.append(MenuSection(header: header, layout: .rows, items: items)) }
            header = nil
            items = []
        }
    }
}
