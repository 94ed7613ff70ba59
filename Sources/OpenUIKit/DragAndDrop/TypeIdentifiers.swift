import Foundation
import OpenUIKitHost

/// The uniform type identifiers OpenUIKit moves between apps, how they conform to one
/// another, and the MIME types Linux desktops use for them. Shared by the pasteboard and by
/// drag and drop so both speak the same types.
enum TypeIdentifiers {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"
    static let data = "public.data"
    static let content = "public.content"
    static let item = "public.item"

    static let textTypes = [utf8PlainText, plainText, text]

    /// Each known type's parents: what it also is.
    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText],
        plainText: [text],
        text: [data, content],
        fileURL: [url],
        url: [data],
        png: [image],
        jpeg: [image],
        image: [data, content],
        data: [item],
        content: [item],
    ]

    /// Whether `type` is `parent` or conforms to it (`public.png` conforms to `public.image`).
    static func conforms(_ type: String, to parent: String) -> Bool {
        if type == parent { return true }
        return (parents[type] ?? []).contains { conforms($0, to: parent) }
    }

    /// The MIME type desktops use for a type identifier, when there is one.
    static func mimeType(for type: String) -> String? {
        switch type {
        case _ where textTypes.contains(type): HostClipboardType.text
        case png: HostClipboardType.png
        case jpeg: HostClipboardType.jpeg
        case url, fileURL: HostClipboardType.uriList
        default: nil
        }
    }

    /// The type identifier for a MIME type another app offers; unknown MIME types stay as
    /// they are, so an app that asks for them by that name still finds them.
    static func typeIdentifier(forMIME mime: String) -> String {
        switch mime {
        case _ where HostClipboardType.textAliases.contains(mime): utf8PlainText
        case HostClipboardType.png: png
        case HostClipboardType.jpeg: jpeg
        case HostClipboardType.uriList: url
        default: mime
        }
    }
}
