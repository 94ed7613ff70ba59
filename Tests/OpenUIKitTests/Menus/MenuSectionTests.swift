import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Menu sections")
struct MenuSectionTests {
    private func titles(_ sections: [MenuSection]) -> [[String]] {
        sections.map { section in
            (section.header.map { ["# \($0)"] } ?? []) + section.items.map { item in
                switch item {
                case .action(let action): action.title
                case .submenu(let menu): "\(menu.title) >"
                case .back(let menu): "< \(menu.title)"
                case .loading: "…"
                }
            }
        }
    }

    @Test func inlineMenusBecomeSectionsAndHiddenActionsAreLeftOut() {
        let menu = UIMenu(title: "Plant", children: [
            UIAction(title: "Water") { _ in },
            UIAction(title: "Secret", attributes: .hidden) { _ in },
            UIMenu(title: "Move To", children: [UIAction(title: "Kitchen") { _ in }]),
            UIMenu(title: "Share", options: .displayInline, children: [
                UIAction(title: "Copy") { _ in }, UIAction(title: "Send") { _ in },
            ]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        let sections = MenuSection.sections(of: menu) { _ in nil }
        #expect(titles(sections) == [["# Plant"], ["Water", "Move To >"], ["# Share", "Copy", "Send"], ["Delete"]])
    }

    @Test func smallAndMediumInlineMenusLieSideBySideAndPalettesToo() {
        let menu = UIMenu(children: [
            UIMenu(options: .displayInline, preferredElementSize: .small, children: [
                UIAction(title: "Cut") { _ in }, UIAction(title: "Copy") { _ in },
            ]),
            UIMenu(options: .displayInline, preferredElementSize: .medium, children: [UIAction(title: "Share") { _ in }]),
            UIMenu(options: .displayAsPalette, children: [UIAction(title: "Red") { _ in }]),
            UIAction(title: "Rename") { _ in },
        ])
        let layouts = MenuSection.sections(of: menu) { _ in nil }.map(\.layout)
        #expect(layouts == [.strip(.small), .strip(.medium), .strip(.small), .rows])
    }

    @Test func deferredElementsShowLoadingUntilTheyHaveElements() {
        let deferred = UIDeferredMenuElement { _ in }
        let menu = UIMenu(children: [UIAction(title: "First") { _ in }, deferred])
        #expect(titles(MenuSection.sections(of: menu) { _ in nil }) == [["First", "…"]])
        let provided = MenuSection.sections(of: menu) { _ in [UIAction(title: "Later") { _ in }] }
        #expect(titles(provided) == [["First", "Later"]])
    }

    @Test func anOpenSubmenuLeadsBackOutAndTheLeadingColumnFollowsImagesAndStates() {
        let submenu = UIMenu(title: "Sort By", children: [UIAction(title: "Name", state: .on) { _ in }])
        let sections = MenuSection.sections(of: submenu, showingBackRow: true) { _ in nil }
        #expect(titles(sections) == [["< Sort By"], ["Name"]])
        #expect(MenuSection.needsLeadingColumn(sections), "a checkmark needs the column")
        let plain = UIMenu(children: [UIAction(title: "Rename") { _ in }])
        #expect(!MenuSection.needsLeadingColumn(MenuSection.sections(of: plain) { _ in nil }))
    }

    @Test func deferredElementsThatKeepProvidingThemselvesAreCutOff() {
        var deferred: UIDeferredMenuElement!
        deferred = UIDeferredMenuElement { completion in completion([deferred]) }
        let menu = UIMenu(children: [deferred])
        // Every level delivers the same element again: building stops at the nesting limit.
        let sections = MenuSection.sections(of: menu) { element in [element] }
        #expect(sections.isEmpty)
    }

    @Test func singleSelectionTurnsTheSiblingsOffAndSelectedElementsReportsIt() {
        let name = UIAction(title: "Name", state: .on) { _ in }, date = UIAction(title: "Date") { _ in }
        let sort = UIMenu(options: .singleSelection, children: [name, date])
        let outer = UIMenu(children: [UIMenu(options: .displayInline, children: [sort])])
        sort.updateSelection(choosing: date)
        #expect(name.state == .off && date.state == .on)
        #expect(sort.selectedElements == [date])
        // Menus without single selection leave states to the handlers.
        let free = UIMenu(children: [name, date])
        free.updateSelection(choosing: name)
        #expect(name.state == .off)
        #expect(outer.replacingChildren([]).children.isEmpty && outer.children.count == 1)
    }
}
