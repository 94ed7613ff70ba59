import Foundation

extension UIColor {
    /// Makes this the fill colour of the current graphics context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke colour of the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
