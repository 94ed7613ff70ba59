import Foundation

/// Text in item providers: UTF-8 plain text, as Foundation's `NSString` offers it on
/// Apple's systems.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.utf8PlainText] }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.utf8PlainText, TypeIdentifiers.plainText, TypeIdentifiers.text, TypeIdentifiers.url]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(String(describing: self).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unexpectedValueClassError)
        }
        // A URI list is one address per line; text takes the first.
        let value = TypeIdentifiers.conforms(typeIdentifier, to: TypeIdentifiers.url) ? URIList.addresses(in: text).first ?? text : text
        return self.init(string: value)
    }
}
