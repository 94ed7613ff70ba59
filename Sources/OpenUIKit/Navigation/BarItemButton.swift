import Foundation

/// The button a bar button item shows as: it acts for the item, and tells the item's bar
/// when a pop-up item's chosen action (and so its title and width) changes.
@MainActor
final class BarItemButton: UIButton {
    weak var item: UIBarButtonItem?

    override var menuSender: Any? { item }

    override func menuDidChoose(_ action: UIAction) {
        super.menuDidChoose(action)
        if changesSelectionAsPrimaryAction { item?.barItemDidChange() }
    }
}
