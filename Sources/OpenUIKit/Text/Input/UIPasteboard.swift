import Foundation

/// Where copied text goes: the general pasteboard is shared by the app's text inputs and,
/// in a window, by the desktop's clipboard.
///
/// Differs from Apple's: only strings are held (no images, URLs or typed items), and there
/// are no named pasteboards.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// Reads and writes the platform clipboard when a window host provides one.
    var platformClipboard: (read: () -> String?, write: (String) -> Void)?

    private var stored: [String] = []
    /// Rises whenever the contents change.
    open private(set) var changeCount = 0

    /// The first string, or `nil`; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All the strings, or `nil` when there are none.
    open var strings: [String]? {
        get {
            if let read = platformClipboard?.read, let text = read() { return [text] }
            return stored.isEmpty ? nil : stored
        }
        set {
            stored = newValue ?? []
            changeCount += 1
            if let first = stored.first { platformClipboard?.write(first) }
        }
    }

    /// Whether there is a string to paste.
    open var hasStrings: Bool { strings?.isEmpty == false }
}
