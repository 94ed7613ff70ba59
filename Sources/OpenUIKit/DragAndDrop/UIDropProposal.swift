import Foundation

/// A drop target's answer while a drag moves over it: the operation it would perform.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What dropping here would do.
    public let operation: UIDropOperation
    /// Whether the target wants the touch's exact position (text insertion points).
    open var isPrecise = false
    /// Whether the dragged previews should grow to full size over this target.
    open var prefersFullSizePreview = false

    /// A proposal to perform `operation` when dropped.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
