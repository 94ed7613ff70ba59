import Foundation
import OpenCoreText

/// A colour, fixed or resolved from traits (light/dark, contrast), with UIKit's system colours.
///
/// ```swift
/// let accent = UIColor.systemIndigo
/// let card = UIColor { traits in
///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
/// }
/// card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    private enum Storage: Sendable {
        /// Extended sRGB components, alpha last.
        case fixed(CGFloat, CGFloat, CGFloat, CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage
    /// The name of a system colour, for descriptions and equality.
    let systemName: String?

    private init(storage: Storage, systemName: String? = nil) {
        self.storage = storage
        self.systemName = systemName
        super.init()
    }

    /// A colour from sRGB components (values outside 0...1 are extended-range, clamped when drawn).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(red, green, blue, alpha)
        systemName = nil
        super.init()
    }

    /// A gray.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(white, white, white, alpha)
        systemName = nil
        super.init()
    }

    /// A colour from hue, saturation and brightness (HSB), each 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        storage = .fixed(r, g, b, alpha)
        systemName = nil
        super.init()
    }

    /// A colour from a `CGColor`, converted to sRGB.
    public init(cgColor: CGColor) {
        let srgb = cgColor.converted(to: CGColorSpace(name: CGColorSpace.extendedSRGB)!, intent: .defaultIntent, options: nil)
        let c = srgb?.components ?? [0, 0, 0, 1]
        storage = .fixed(c[0], c[1], c[2], c[3])
        systemName = nil
        super.init()
    }

    /// A colour whose value depends on the traits it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        systemName = nil
        super.init()
    }

    static func system(_ name: String, light: UIColor, dark: UIColor, lightHighContrast: UIColor? = nil,
                       darkHighContrast: UIColor? = nil) -> UIColor {
        UIColor(storage: .dynamic({ traits in
            let high = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark { return high ? (darkHighContrast ?? dark) : dark }
            return high ? (lightHighContrast ?? light) : light
        }), systemName: name)
    }

    /// Whether the colour changes with traits.
    var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The fixed colour for a trait collection.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The colour as a `CGColor`, resolved with `UITraitCollection.current` when dynamic.
    public var cgColor: CGColor {
        let (r, g, b, a) = components(in: UITraitCollection.current)
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The sRGB components for a trait collection.
    func components(in traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch resolvedColor(with: traits).storage {
        case .fixed(let r, let g, let b, let a): return (r, g, b, a)
        case .dynamic: return (0, 0, 0, 0)
        }
    }

    /// A copy with another alpha (dynamic colours stay dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let r, let g, let b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .dynamic(let provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The colour's alpha, resolved with the current traits.
    public var alphaComponent: CGFloat { components(in: UITraitCollection.current).3 }

    /// Writes the sRGB components; returns `true`, as every UIColor here has them.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = components(in: UITraitCollection.current)
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// Writes the Rec. 601 luma as white, and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = components(in: UITraitCollection.current)
        white?.pointee = 0.299 * r + 0.587 * g + 0.114 * b
        alpha?.pointee = a
        return true
    }

    /// System colours are equal by name, others by their components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        if let l = systemName, let r = other.systemName { return l == r }
        guard case .fixed(let a, let b, let c, let d) = storage, case .fixed(let e, let f, let g, let h) = other.storage
        else { return false }
        return (a, b, c, d) == (e, f, g, h)
    }

    /// A hash of the system name or the components.
    open override var hash: Int {
        var hasher = Hasher()
        if let systemName {
            hasher.combine(systemName)
        } else if case .fixed(let r, let g, let b, let a) = storage {
            hasher.combine(r)
            hasher.combine(g)
            hasher.combine(b)
            hasher.combine(a)
        }
        return hasher.finalize()
    }

    /// The system name or the components, for logs and test failures.
    open override var description: String {
        if let systemName { return "UIColor.\(systemName)" }
        switch storage {
        case .fixed(let r, let g, let b, let a): return "UIColor(red: \(r), green: \(g), blue: \(b), alpha: \(a))"
        case .dynamic: return "UIColor(dynamic)"
        }
    }
}
