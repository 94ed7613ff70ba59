import Foundation

extension UITextView {
    /// The styled text as drawn: links take `linkTextAttributes`.
    var displayedText: NSAttributedString {
        guard storage.length == (editor.text as NSString).length else { return NSAttributedString(string: editor.text) }
        var links: [NSRange] = []
        storage.enumerateAttributes(in: NSRange(location: 0, length: storage.length), options: []) { attributes, range, _ in
            if attributes[.link] != nil { links.append(range) }
        }
        guard !links.isEmpty, let linkAttributes = linkTextAttributes, !linkAttributes.isEmpty else { return storage }
        let shown = NSMutableAttributedString(attributedString: storage)
        for range in links { shown.addAttributes(linkAttributes, range: range) }
        return shown
    }

    /// The link at a point of the content, with its character range.
    func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        guard let position = closestPosition(to: point), storage.length > 0 else { return nil }
        // The character under the point, not the caret position after it.
        let rect = caretRect(for: position)
        let index = point.x < rect.midX ? max(0, position.offset - 1) : position.offset
        for candidate in [index, position.offset] where candidate < storage.length {
            var found: (URL, NSRange)?
            storage.enumerateAttributes(in: NSRange(location: candidate, length: 1), options: []) { attributes, _, _ in
                let url = (attributes[.link] as? URL) ?? (attributes[.link] as? String).flatMap(URL.init(string:))
                if let url { found = (url, Self.linkRange(of: candidate, in: storage)) }
            }
            if let found { return found }
        }
        return nil
    }

    /// The whole run of characters sharing the link at `index`.
    private static func linkRange(of index: Int, in storage: NSAttributedString) -> NSRange {
        var start = index, end = index + 1
        func link(_ at: Int) -> String? {
            var value: String?
            storage.enumerateAttributes(in: NSRange(location: at, length: 1), options: []) { attributes, _, _ in
                value = (attributes[.link] as? URL)?.absoluteString ?? attributes[.link] as? String
            }
            return value
        }
        let target = link(index)
        while start > 0, link(start - 1) == target { start -= 1 }
        while end < storage.length, link(end) == target { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// A tap on a link in a text view that is not being edited asks the delegate, then
    /// opens it. Returns whether the tap was on a link.
    func followLink(at point: CGPoint) -> Bool {
        guard !isEditable || !isFirstResponder, isSelectable, let (url, range) = link(at: point) else { return false }
        if textDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true {
            UIApplication.shared.open(url)
        }
        return true
    }
}

/// How the user interacted with a text item.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
