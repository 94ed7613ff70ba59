import Foundation
import OpenUIKit

/// How the changes a part of the tree makes to its drawn views move, when a modifier set
/// the transaction's animation for that part: along an animation, or at once.
enum PlatformAnimation {
    case animated(Animation)
    case none

    /// The platform animation for a transaction's animation.
    init(_ animation: Animation?) {
        self = animation.map(PlatformAnimation.animated) ?? .none
    }

    /// Runs `body`, whose changes to drawn views move as this says. Used inside the update
    /// pass, which applies them: nothing is flushed.
    @MainActor
    func perform(_ body: () -> Void) {
        switch self {
        case .animated(let animation):
            let block = animation.beginPlatformAnimation()
            body()
            block.commit()
        case .none:
            UIView.performWithoutAnimationInPlace(body)
        }
    }
}

extension ViewNode {
    /// Runs `body`, which brings this node's content up to date in `transaction`, and places
    /// the content in the coming layout the same way, when `transaction`'s animation is not
    /// the one `outer` (the transaction the node was given) already applies.
    func apply(_ transaction: Transaction, over outer: Transaction, _ body: () -> Void) {
        guard transaction.animation != outer.animation else { return body() }
        let animation = PlatformAnimation(transaction.animation)
        placementAnimation = animation
        animation.perform(body)
    }
}
