import Foundation

/// A class whose objects an item provider can hand out as data: text, URLs, images, or
/// your own model types. Drag items and the pasteboard carry them.
///
/// ```swift
/// final class Recipe: NSObject, NSItemProviderWriting {
///     static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.recipe", "public.utf8-plain-text"] }
///     let title: String
///     init(title: String) { self.title = title }
///     func loadData(withTypeIdentifier typeIdentifier: String,
///                   forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
///         completionHandler(Data(title.utf8), nil)
///         return nil
///     }
/// }
/// ```
///
/// Foundation declares this protocol on Apple's systems; swift-corelibs-foundation does
/// not, so OpenUIKit does. `NSString`, `NSURL` and `UIImage` adopt it.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers objects of the class can write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can write; by default the class's.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Which apps may see the representation of `typeIdentifier`; by default all.
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Makes the object's data of `typeIdentifier` and hands it to `completionHandler`
    /// (with an error when it cannot).
    /// - Returns: a progress for slow loads, or `nil`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        .all
    }
}
