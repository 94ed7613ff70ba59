import Foundation

extension UIButton {
    /// A pop-up button always has one action on: the first, until the user chooses.
    func menuDidChange() {
        if changesSelectionAsPrimaryAction, let menu {
            let actions = menu.actions(descendingIntoSubmenus: true)
            if !actions.contains(where: { $0.state == .on }), let first = actions.first(where: { !$0.attributes.contains(.hidden) }) {
                first.state = .on
            }
        }
        updateMenuLongPress()
        applyConfiguration()
    }

    /// The action a pop-up button shows as its title.
    var poppedUpSelection: UIAction? {
        guard changesSelectionAsPrimaryAction else { return nil }
        return menu?.actions(descendingIntoSubmenus: true).first { $0.state == .on }
    }
}
