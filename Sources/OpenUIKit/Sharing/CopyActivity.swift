import Foundation

/// The share sheet's Copy: the items' text and links, one a line, go to the pasteboard.
final class CopyActivity: UIActivity {
    private var text = ""

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !Self.texts(of: activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        text = Self.texts(of: activityItems).joined(separator: "\n")
    }

    override func perform() {
        UIPasteboard.general.string = text
        activityDidFinish(true)
    }

    /// The items that are text or links, as text.
    static func texts(of items: [Any]) -> [String] {
        items.compactMap { item in
            switch item {
            case let text as String: text
            case let text as NSAttributedString: text.string
            case let url as URL: url.absoluteString
            default: nil
            }
        }
    }
}
