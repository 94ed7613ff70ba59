import Foundation

/// A class that can make its objects from an item provider's data: what a drop or a paste
/// asks for with `loadObject(ofClass:)`.
///
/// Foundation declares this protocol on Apple's systems; swift-corelibs-foundation does
/// not, so OpenUIKit does. `NSString`, `NSURL` and `UIImage` adopt it, and `String` and
/// `URL` load through them (`loadObject(ofClass: String.self)`).
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class can read, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from `data` of `typeIdentifier`, or throws when the data is not one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
