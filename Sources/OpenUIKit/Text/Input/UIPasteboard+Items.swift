import Foundation
import OpenUIKitHost

extension UIPasteboard {
    /// Options for ``setItems(_:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Bool`: keep the items off other devices. Linux has no Universal Clipboard, so
        /// items never leave the device anyway.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// A `Date` after which the items are gone.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Every item, each by type identifier (`public.utf8-plain-text`, `public.png`,
    /// `public.jpeg`, `public.url`, or the app's own): text as `String`, images as
    /// `UIImage`, URLs as `URL`, other types as `Data`. Setting it replaces the contents.
    ///
    /// ```swift
    /// UIPasteboard.general.items = [["public.utf8-plain-text": "Ferns", "public.url": URL(string: "https://example.com/ferns")!]]
    /// ```
    public var items: [[String: Any]] {
        get { representations.map(Self.values(of:)) }
        set { setItems(newValue) }
    }

    /// Replaces the contents with `items` (see ``items``).
    ///
    /// - Parameters:
    ///   - items: The items, each by type identifier.
    ///   - options: ``OptionsKey/expirationDate`` ends them at a date;
    ///     ``OptionsKey/localOnly`` changes nothing on Linux.
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replace(with: items.map(Self.representations(of:)), expiration: options[.expirationDate] as? Date)
    }

    /// Adds `items` after the current ones.
    public func addItems(_ items: [[String: Any]]) {
        replace(with: representations + items.map(Self.representations(of:)), expiration: expiration)
    }

    /// The type identifiers of the first item.
    public var types: [String] {
        representations.first.map { Array(Self.values(of: $0).keys).sorted() } ?? []
    }

    /// Whether the first item has any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        let present = Set(types)
        return pasteboardTypes.contains { present.contains($0) || Self.mimeType(for: $0).map { mime in representations.first?[mime] != nil } == true }
    }

    /// The first item's bytes of `pasteboardType`, or `nil`.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let first = representations.first else { return nil }
        return first[Self.mimeType(for: pasteboardType) ?? pasteboardType]
    }

    /// Replaces the contents with one item of `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replace(with: [[Self.mimeType(for: pasteboardType) ?? pasteboardType: data]])
    }

    /// The first item's value of `pasteboardType` (a `String`, `UIImage`, `URL` or `Data`).
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        representations.first.flatMap { Self.values(of: $0)[pasteboardType] }
    }

    /// Replaces the contents with one item of `value` (a `String`, `UIImage`, `URL` or
    /// `Data`) as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    // MARK: Type identifiers and MIME types

    /// The MIME type desktops use for a type identifier, when there is one.
    static func mimeType(for type: String) -> String? { TypeIdentifiers.mimeType(for: type) }

    /// An item's representations by MIME type; values of types it cannot store are left out.
    static func representations(of item: [String: Any]) -> [String: Data] {
        var result: [String: Data] = [:]
        for (type, value) in item {
            let key = mimeType(for: type) ?? type
            switch value {
            case let data as Data: result[key] = data
            case let text as String: result[key] = Data(text.utf8)
            case let url as URL:
                result[key] = Data((url.absoluteString + (key == HostClipboardType.uriList ? "\r\n" : "")).utf8)
            case let image as UIImage:
                if let data = key == HostClipboardType.jpeg ? image.jpegData(compressionQuality: 0.9) : image.pngData() { result[key] = data }
            default: continue
            }
        }
        return result
    }

    /// An item's values by type identifier: text, images and URLs as objects, the rest as bytes.
    static func values(of representation: [String: Data]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (mime, data) in representation {
            switch mime {
            case _ where HostClipboardType.textAliases.contains(mime): result["public.utf8-plain-text"] = String(decoding: data, as: UTF8.self)
            case HostClipboardType.png: result["public.png"] = UIImage(data: data) ?? data
            case HostClipboardType.jpeg: result["public.jpeg"] = UIImage(data: data) ?? data
            case HostClipboardType.uriList: if let url = URIList.urls(in: data).first { result["public.url"] = url }
            default: result[mime] = data
            }
        }
        return result
    }
}
