/// The first stored word of every OpenUIKit class whose instances can be attribute values
/// in an `NSAttributedString`: fonts, colours, paragraph styles, shadows, tab stops,
/// attachments and images.
///
/// Foundation on Linux keeps attribute runs in Core Foundation, which compares values with
/// `CFEqual`. Before it calls an object's `isEqual(_:)`, `CFEqual` reads a type id from
/// bits 8-17 of the word at byte offset 16 of the object, where Foundation's own classes
/// keep their Core Foundation header; a Swift class keeps its first stored property there.
/// When those bits are zero, Core Foundation takes the object for "not a type" and halts
/// the process. A class that declares this header as its first stored property reads as
/// an ordinary object (type id 1, the Swift bit set), so Core Foundation hands equality and
/// hashing to Swift's `isEqual(_:)` and `hash`. Subclasses, an app's included, inherit it.
///
/// `AttributeValueHeaderTests` checks the word at offset 16 of each class that declares it,
/// so a change of Swift's or Foundation's layout fails the tests instead of an app.
package struct AttributeValueHeader: Sendable {
    /// Type id 1 in bits 8-17 and bit 7, the mark Foundation gives its own Swift objects.
    package static let word: UInt64 = (1 << 8) | 0x80

    package let word: UInt64

    package init() { word = Self.word }
}
