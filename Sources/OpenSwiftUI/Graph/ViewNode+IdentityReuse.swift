import Foundation

/// A drawn view or a modifier's storage that holds nothing tied to the identity of the view
/// it shows: everything in it comes from the node's latest update. A node whose subtree
/// holds only such things can show a view of a new identity in place.
protocol IdentityFree: AnyObject {}

extension TextView: IdentityFree {}
extension ImageLeafView: IdentityFree {}
extension ShapeDrawingView: IdentityFree {}
extension ClipView: IdentityFree {}
extension DerivedEnvironment: IdentityFree {}

extension ViewNode {
    /// Whether the subtree can take a new identity (a reused list cell's next row) and be
    /// updated in place rather than rebuilt: nothing in it is the old identity's own. No
    /// state, no appearance or task actions, no running transition or interpolation, and
    /// only drawn views that keep nothing of their own (text, images, shapes).
    ///
    /// Outside an animation a new identity shows nothing of the old one either way; keeping
    /// the nodes saves making every node and drawn view again.
    var canTakeNewIdentity: Bool {
        guard dynamicStorage.isEmpty, discardActions.isEmpty, departing.isEmpty, !isDeparting,
              selfUpdate == nil, interpolator == nil, matchedGeometry == nil, placementAnimation == nil,
              modifierState.map({ $0 is any IdentityFree }) ?? true,
              platformView.map({ $0 is any IdentityFree }) ?? true else { return false }
        return children.allSatisfy(\.canTakeNewIdentity)
    }

    /// Whether the node can take a new identity in place in an update in `transaction`: an
    /// animated change plays the old view's removal and the new one's insertion instead.
    func canTakeNewIdentity(in transaction: Transaction) -> Bool {
        transaction.animation == nil && canTakeNewIdentity
    }
}
