import Foundation

extension NSAttributedString {
    /// A one-character string (U+FFFC) holding an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
