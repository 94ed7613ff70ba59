import Foundation
import OpenUIKitHost

/// Where copied content goes: the general pasteboard is shared by the app's views and, in a
/// window, by the desktop's clipboard (text, images and URLs).
///
/// Differs from Apple's: one item at a time on the desktop (desktop clipboards hold one;
/// the others stay in the app), no named pasteboards. What another app copied is
/// loaded in the background when it is offered, so reading never blocks; until it has
/// arrived, the pasteboard reads as empty.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// Reads and writes the platform clipboard, by MIME type, when a window host provides one.
    var platformClipboard: (read: () -> [String: Data]?, write: ([String: Data]) -> Void)?

    /// The items when no platform clipboard is there, each by MIME type.
    private var stored: [[String: Data]] = []
    /// When the app's items stop being pasteable (`UIPasteboard.OptionsKey.expirationDate`).
    var expiration: Date?
    /// Rises whenever the contents change.
    open private(set) var changeCount = 0

    /// Every item, each by MIME type: the desktop clipboard's when it holds something,
    /// else what the app put here last.
    var representations: [[String: Data]] {
        if let expiration, Date() >= expiration {
            stored = []
            self.expiration = nil
            platformClipboard?.write([:])
        }
        if let read = platformClipboard?.read, let contents = read(), !contents.isEmpty {
            // The desktop holds the first item; the app keeps the rest of its own.
            let ours = stored.first.map { $0 == contents || HostClipboardType.addingTextAliases(to: $0) == contents } ?? false
            return ours ? stored : [contents]
        }
        return stored
    }

    func replace(with items: [[String: Data]], expiration: Date? = nil) {
        stored = items
        self.expiration = expiration
        changeCount += 1
        platformClipboard?.write(items.first ?? [:])
    }

    // MARK: Strings

    /// The first string, or `nil`; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All the strings, or `nil` when there are none.
    open var strings: [String]? {
        get {
            let found = representations.compactMap { item in
                HostClipboardType.textAliases.lazy.compactMap { item[$0] }.first.map { String(decoding: $0, as: UTF8.self) }
            }
            return found.isEmpty ? nil : found
        }
        set { replace(with: (newValue ?? []).map { [HostClipboardType.text: Data($0.utf8)] }) }
    }

    /// Whether there is a string to paste.
    open var hasStrings: Bool { strings?.isEmpty == false }

    // MARK: Images

    /// The first image, or `nil`; setting it replaces the contents (as PNG).
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// All the images, or `nil` when there are none.
    open var images: [UIImage]? {
        get {
            let found = representations.compactMap { item in
                (item[HostClipboardType.png] ?? item[HostClipboardType.jpeg]).flatMap { UIImage(data: $0) }
            }
            return found.isEmpty ? nil : found
        }
        set { replace(with: (newValue ?? []).compactMap { image in image.pngData().map { [HostClipboardType.png: $0] } }) }
    }

    /// Whether there is an image to paste.
    open var hasImages: Bool {
        representations.contains { $0[HostClipboardType.png] != nil || $0[HostClipboardType.jpeg] != nil }
    }

    // MARK: URLs

    /// The first URL, or `nil`; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// All the URLs, or `nil` when there are none.
    open var urls: [URL]? {
        get {
            let found = representations.flatMap { item in item[HostClipboardType.uriList].map(URIList.urls(in:)) ?? [] }
            return found.isEmpty ? nil : found
        }
        set {
            replace(with: (newValue ?? []).map { url in
                [HostClipboardType.uriList: Data((url.absoluteString + "\r\n").utf8), HostClipboardType.text: Data(url.absoluteString.utf8)]
            })
        }
    }

    /// Whether there is a URL to paste.
    open var hasURLs: Bool { urls?.isEmpty == false }

    /// The number of items.
    open var numberOfItems: Int { representations.count }
}
