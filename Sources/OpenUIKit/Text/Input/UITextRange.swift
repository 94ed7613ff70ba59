import Foundation

/// A range of a text input's text, from one position to another.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Where the range starts.
    open var start: UITextPosition { startPosition }
    /// Where the range ends.
    open var end: UITextPosition { endPosition }
    /// Whether it is empty: a caret.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    /// A range for a text input of your own to subclass.
    public override init() {
        startPosition = UITextPosition()
        endPosition = UITextPosition()
        super.init()
    }

    init(_ range: Range<Int>) {
        startPosition = UITextPosition(offset: range.lowerBound)
        endPosition = UITextPosition(offset: range.upperBound)
        super.init()
    }

    /// The UTF-16 offsets it covers.
    var offsets: Range<Int> { min(startPosition.offset, endPosition.offset)..<max(startPosition.offset, endPosition.offset) }

    /// Ranges with the same ends are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.startPosition.offset == startPosition.offset && other.endPosition.offset == endPosition.offset
    }

    /// A hash of the ends.
    open override var hash: Int { startPosition.offset &* 31 &+ endPosition.offset }
}
