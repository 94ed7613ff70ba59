import Foundation

/// Key commands a view offers its whole window while it shows.
struct ViewKeyCommands {
    weak var view: UIView?
    var commands: [UIKeyCommand]
}

extension UIWindow {
    /// Offers `commands` to the window while `view` shows in it (is in the window, not
    /// hidden, and takes touches); an empty list withdraws them. For SwiftUI's keyboard
    /// shortcuts.
    package func setKeyCommands(_ commands: [UIKeyCommand], offeredBy view: UIView) {
        let key = ObjectIdentifier(view)
        if commands.isEmpty {
            viewKeyCommands[key] = nil
        } else {
            viewKeyCommands[key] = ViewKeyCommands(view: view, commands: commands)
        }
    }

    /// The commands of the views that show now; views gone from the window are forgotten.
    var shownViewKeyCommands: [UIKeyCommand] {
        viewKeyCommands = viewKeyCommands.filter { $0.value.view?.window === self }
        return viewKeyCommands.values.flatMap { entry -> [UIKeyCommand] in
            guard let view = entry.view, view.isShownForKeyCommands else { return [] }
            return entry.commands
        }
    }
}

extension UIView {
    /// Whether the view and every view holding it are visible and take touches.
    fileprivate var isShownForKeyCommands: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 || !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        if let control = self as? UIControl, !control.isEnabled { return false }
        return true
    }
}
