import Foundation

/// The field's part in the shared editing keys: one line, so up and down go to its ends;
/// return ends editing.
extension UITextField: TextEditingKeys {
    var refusesCopying: Bool { isSecureTextEntry }
    var acceptsLineBreaks: Bool { false }
    var laysOutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func moveVertically(down: Bool, page: Bool, extending: Bool) {
        userSelect { $0.move(forward: down, by: .document, extending: extending) }
    }

    /// Return: the delegate may refuse; otherwise `.editingDidEndOnExit` and the primary
    /// action are sent, and the field resigns when something listens for the former.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if resigns { resignFirstResponder() }
    }
}

extension Character {
    /// Control characters (C0, DEL, C1): what Control shortcuts and editing keys produce.
    var isControlCharacter: Bool {
        unicodeScalars.allSatisfy { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
