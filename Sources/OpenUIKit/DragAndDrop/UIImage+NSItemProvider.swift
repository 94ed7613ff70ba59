import Foundation

/// Images in item providers: PNG (which keeps transparency) first, then JPEG; any image
/// format OpenUIKit decodes reads back.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.png, TypeIdentifiers.jpeg] }

    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.image] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let data = typeIdentifier == TypeIdentifiers.jpeg ? jpegData(compressionQuality: 0.9) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.error(.itemUnavailableError) : nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw NSItemProvider.error(.unexpectedValueClassError) }
        return image
    }
}
