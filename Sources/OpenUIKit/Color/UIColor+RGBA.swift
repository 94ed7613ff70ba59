import Foundation

extension UIColor {
    /// The colour's sRGB components and alpha, each clamped into 0...1 (a component that
    /// is not finite is taken as 0): what colour pickers show and count with.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        return (clamped(red), clamped(green), clamped(blue), clamped(alpha))
    }
}
