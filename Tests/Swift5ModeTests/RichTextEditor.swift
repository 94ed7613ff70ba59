import OpenUIKitShim

// Rich text as Swift 5 code for Apple's UIKit writes it: a note editor that styles a word,
// types in bold, and animates a badge with boxed values.

final class NoteEditorViewController: UIViewController {
    let textView = UITextView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let note = NSMutableAttributedString(string: "Buy milk today", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        note.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 4, length: 4))
        note.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 9, length: 5))
        note.addAttribute(.font, value: UIFont.italicSystemFont(ofSize: 17), range: NSRange(location: 9, length: 5))
        textView.attributedText = note
        view.addSubview(textView)
        view.addSubview(badge)
    }

    func typeInBold(_ text: String) {
        var attributes = textView.typingAttributes
        attributes[.font] = UIFont.boldSystemFont(ofSize: 17)
        textView.typingAttributes = attributes
        textView.insertText(text)
    }

    func pulseBadge() {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: badge.center)
        move.toValue = NSValue(cgPoint: CGPoint(x: badge.center.x, y: badge.center.y - 10))
        move.duration = 0.3
        badge.layer.add(move, forKey: "pulse")
        let insets = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue
        badge.frame = badge.frame.inset(by: insets)
    }
}
