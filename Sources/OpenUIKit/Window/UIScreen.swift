import Foundation

/// A display: its size in points, scale and base traits.
///
/// OpenUIKit's main screen is headless: an iPhone-sized surface (402 × 874 points at 3×,
/// an iPhone 16 Pro / 17) that windows render into as images. A real X11 screen arrives
/// with the window host.
@MainActor
open class UIScreen: NSObject {
    /// The screen windows appear on unless told otherwise.
    public static let main = UIScreen(pointBounds: CGRect(x: 0, y: 0, width: 402, height: 874), pixelScale: mainScale)

    /// The main screen's scale, readable off the main actor (image renderer formats
    /// start from it).
    nonisolated static let mainScale: CGFloat = 3

    /// The screen's size in points, origin at zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// A screen of a size in points and a scale (see the OpenUIKit extension
    /// `init(bounds:scale:)`).
    init(pointBounds bounds: CGRect, pixelScale scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        baseTraits = .phone(scale: self.scale)
        highContrastTraits = baseTraits.modifyingTraits { $0.accessibilityContrast = .high }
        super.init()
    }

    /// The screen's native scale (the same as `scale` for headless screens).
    public var nativeScale: CGFloat { scale }

    /// The traits windows on this screen start from: an iPhone at this scale, in portrait,
    /// with high contrast while Increase Contrast is on (as on iOS, where the setting makes
    /// every dynamic colour resolve to its high-contrast variant).
    public var traitCollection: UITraitCollection {
        UIAccessibility.isDarkerSystemColorsEnabled ? highContrastTraits : baseTraits
    }

    private let baseTraits: UITraitCollection
    private let highContrastTraits: UITraitCollection
}
