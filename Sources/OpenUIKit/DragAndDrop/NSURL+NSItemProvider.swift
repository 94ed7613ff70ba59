import Foundation

/// Web addresses and files in item providers, as Foundation's `NSURL` offers them on
/// Apple's systems: a file URL writes `public.file-url`, any other `public.url`.
extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.url, TypeIdentifiers.utf8PlainText]
    }

    public var writableTypeIdentifiersForItemProvider: [String] {
        [isFileURL ? TypeIdentifiers.fileURL : TypeIdentifiers.url, TypeIdentifiers.utf8PlainText]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.fileURL, TypeIdentifiers.url, TypeIdentifiers.utf8PlainText]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self)
        guard let address = URIList.addresses(in: text).first,
              let url = NSURL(string: address), url.scheme != nil, let object = url as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError)
        }
        return object
    }
}
