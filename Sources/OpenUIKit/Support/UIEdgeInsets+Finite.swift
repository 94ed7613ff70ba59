import Foundation

extension UIEdgeInsets {
    /// The insets with NaN and infinite amounts taken as zero.
    var finiteOrZero: UIEdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
    }
}
