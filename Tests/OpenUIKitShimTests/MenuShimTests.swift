import OpenUIKitShim
import Testing

/// Menus as iOS code writes them, with Apple's API only: a button's menu as its primary
/// action, a pop-up button, a bar button item's menu with a badge, and a deferred element.
@MainActor
@Suite struct MenuShimTests {
    @Test func menusWorkWithApplesAPIOnly() throws {
        var sorted: String?
        let sort = UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: [
            UIAction(title: "Name", state: .on) { action in sorted = action.title },
            UIAction(title: "Date", subtitle: "Newest first", attributes: [.keepsMenuPresented]) { action in sorted = action.title },
        ])
        let recent = UIDeferredMenuElement { completion in completion([UIAction(title: "Fern") { _ in }]) }
        let later = UIDeferredMenuElement.uncached { completion in completion([]) }
        let menu = UIMenu(title: "", image: UIImage(systemName: "ellipsis"), options: [], children: [
            sort, recent, later,
            UIMenu(title: "Move", preferredElementSize: .medium, children: [UIAction(title: "Kitchen") { _ in }]),
            UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
        ])
        #expect(sort.selectedElements.count == 1 && menu.children.count == 5)
        #expect(menu.replacingChildren([sort]).children.count == 1)

        let button = UIButton(configuration: .glass())
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        let popUp = UIButton(configuration: .gray())
        popUp.changesSelectionAsPrimaryAction = true
        popUp.menu = UIMenu(children: [UIAction(title: "Daily") { _ in }, UIAction(title: "Weekly") { _ in }])

        let item = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis"), primaryAction: nil, menu: menu)
        item.badge = .count(3)
        var flag = UIBarButtonItem.Badge.string("New")
        flag.backgroundColor = .systemBlue
        let system = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
        system.badge = flag
        #expect(item.menu === menu && system.badge?.stringValue == "New")
        #expect(sorted == nil)
    }

    final class PosterMenu: UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            let configuration = UIContextMenuConfiguration(identifier: "poster" as NSString, previewProvider: nil) { suggested in
                UIMenu(children: suggested + [UIAction(title: "Share") { _ in }])
            }
            configuration.preferredMenuElementOrder = .fixed
            return configuration
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            animator.preferredCommitStyle = .dismiss
            animator.addCompletion {}
        }
    }

    @Test func contextMenusWorkWithApplesAPIOnly() {
        let poster = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = PosterMenu()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        poster.addInteraction(interaction)
        #expect(poster.interactions.count == 1 && interaction.view === poster && interaction.menuAppearance == .unknown)
        interaction.dismissMenu()
    }
}
