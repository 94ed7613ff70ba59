/// When the completion of `withAnimation(_:completionCriteria:_:completion:)` runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let isRemoval: Bool

    /// When the animation has reached its target as far as anyone can see.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// When the animation has ended and been removed.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}
