import Foundation

extension UIViewController {
    /// Why a controller is appearing or disappearing, as containers and presentations
    /// report it; each cause lasts until the matching did-appear or did-disappear call.
    struct AppearanceCauses: OptionSet {
        let rawValue: UInt8
        static let movingToParent = AppearanceCauses(rawValue: 1 << 0)
        static let movingFromParent = AppearanceCauses(rawValue: 1 << 1)
        static let beingPresented = AppearanceCauses(rawValue: 1 << 2)
        static let beingDismissed = AppearanceCauses(rawValue: 1 << 3)
        static let appearing: AppearanceCauses = [.movingToParent, .beingPresented]
        static let disappearing: AppearanceCauses = [.movingFromParent, .beingDismissed]
    }

    /// Whether the controller appears because it was just added to a container (pushed
    /// onto a navigation stack, for one), during its appearance callbacks.
    public var isMovingToParent: Bool { appearanceCauses.contains(.movingToParent) }

    /// Whether the controller disappears because it is leaving its container (popped, for
    /// one), during its disappearance callbacks.
    public var isMovingFromParent: Bool { appearanceCauses.contains(.movingFromParent) }

    /// Whether the controller appears because it is being presented, during its
    /// appearance callbacks.
    public var isBeingPresented: Bool { appearanceCauses.contains(.beingPresented) }

    /// Whether the controller disappears because it is being dismissed, during its
    /// disappearance callbacks.
    public var isBeingDismissed: Bool { appearanceCauses.contains(.beingDismissed) }
}
