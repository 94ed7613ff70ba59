import Foundation

extension UIColor {
    /// A colour from Display P3 components, kept as extended sRGB (components outside
    /// 0...1 for colours beyond sRGB, which are clamped when drawn into sRGB bitmaps).
    ///
    /// ```swift
    /// let vivid = UIColor(displayP3Red: 1, green: 0.1, blue: 0.3, alpha: 1)
    /// ```
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
        let color = CGColor(colorSpace: p3, components: [red, green, blue, alpha].map { $0.isFinite ? $0 : 0 })
        self.init(cgColor: color ?? CGColor(gray: 0, alpha: 1))
    }
}
