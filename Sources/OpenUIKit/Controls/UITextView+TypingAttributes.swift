import Foundation

extension UITextView {
    /// Replaces characters of the styled text with typed text in the typing attributes.
    func replaceStorage(_ range: Range<Int>, with replacement: String) {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard NSMaxRange(nsRange) <= storage.length else {
            storage = NSMutableAttributedString(string: editor.text)
            return
        }
        storage.replaceCharacters(in: nsRange, with: NSAttributedString(string: replacement, attributes: attributesForTypedText(at: range.lowerBound)))
    }

    /// What text typed at `location` is styled with: the typing attributes an app set at
    /// this selection, or those of the character before `location` (the first character's at the
    /// start) without a link or an attachment, as in UIKit. The view's font and colour
    /// are not written into the text, so it keeps following them.
    func attributesForTypedText(at location: Int) -> [NSAttributedString.Key: Any] {
        if let override = typingAttributesOverride, override.selection == editor.selection { return override.attributes }
        guard storage.length > 0 else { return [:] }
        var attributes = storage.attributes(at: max(0, min(location, storage.length) - 1), effectiveRange: nil)
        attributes[.link] = nil
        attributes[.attachment] = nil
        return attributes
    }
}
