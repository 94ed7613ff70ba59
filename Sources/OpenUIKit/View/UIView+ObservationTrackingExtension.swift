import Foundation

// An OpenUIKit extension: switching automatic observation tracking at run time, where
// UIKit reads only the `UIObservationTrackingEnabled` Info.plist key.

extension UIView {
    /// Whether reads of `@Observable` properties in update methods are tracked (on by
    /// default, as in iOS 26). It starts from the `UIObservationTrackingEnabled` Info.plist
    /// key when the bundle has one. An OpenUIKit addition: UIKit reads only the key.
    public static var isObservationTrackingEnabled: Bool {
        get { ObservationTracking.isEnabled }
        set { ObservationTracking.isEnabled = newValue }
    }
}
