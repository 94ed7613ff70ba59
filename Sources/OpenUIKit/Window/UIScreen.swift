import Foundation

/// A display: its size in points, scale and base traits.
///
/// OpenUIKit's main screen is headless: an iPhone-sized surface (402 × 874 points at 3×,
/// an iPhone 16 Pro / 17) that windows render into as images. A real X11 screen arrives
/// with the window host.
@preconcurrency @MainActor
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
        super.init()
    }

    /// The screen's native scale (the same as `scale` for headless screens).
    public var nativeScale: CGFloat { scale }

    /// The traits windows on this screen start from: an iPhone at this scale, in portrait,
    /// in the desktop's colour scheme and text size when it has them, with high contrast
    /// while Increase Contrast is on (as on iOS, where the setting makes
    /// every dynamic colour resolve to its high-contrast variant), and bold legibility
    /// while Bold Text is on.
    public var traitCollection: UITraitCollection {
        let contrast: UIAccessibilityContrast = UIAccessibility.isDarkerSystemColorsEnabled ? .high : .normal
        let legibility: UILegibilityWeight = UIAccessibility.isBoldTextEnabled ? .bold : .regular
        let style = DesktopAppearance.userInterfaceStyle
        let category = DesktopAppearance.contentSizeCategory ?? baseTraits.preferredContentSizeCategory
        if let cached = settingsTraits, cached.accessibilityContrast == contrast, cached.legibilityWeight == legibility,
            cached.userInterfaceStyle == (style == .unspecified ? baseTraits.userInterfaceStyle : style),
            cached.preferredContentSizeCategory == category {
            return cached
        }
        let traits = baseTraits.modifyingTraits {
            $0.accessibilityContrast = contrast
            $0.legibilityWeight = legibility
            if style != .unspecified { $0.userInterfaceStyle = style }
            $0.preferredContentSizeCategory = category
        }
        settingsTraits = traits
        return traits
    }

    private let baseTraits: UITraitCollection
    /// The base traits with the accessibility settings applied, kept so that windows see
    /// one collection while the settings stay the same.
    private var settingsTraits: UITraitCollection?
}
