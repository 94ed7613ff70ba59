import Foundation

/// A place in a text input's text, between two characters.
///
/// A text input makes its own positions; OpenUIKit's text fields and views use
/// positions that hold a UTF-16 offset (as `NSString` counts), compared and offset through
/// the `UITextInput` methods.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text (OpenUIKit's text inputs).
    let offset: Int

    /// A position for a text input of your own to subclass.
    public override init() {
        offset = 0
        super.init()
    }

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    /// Positions at the same offset are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?.offset == offset
    }

    /// A hash of the offset.
    open override var hash: Int { offset.hashValue }
}
