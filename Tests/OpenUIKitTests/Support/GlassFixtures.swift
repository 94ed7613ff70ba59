import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// Scenes and pixel measures shared by the glass tests.
@MainActor
enum GlassFixtures {
    /// A window over black/white stripes (3 pt), so frost and merging show as variance.
    static func stripedWindow(size: CGSize = CGSize(width: 240, height: 160), style: UIUserInterfaceStyle = .light) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.traitOverrides.userInterfaceStyle = style
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .white
        var x: CGFloat = 0
        while x < size.width {
            let stripe = UIView(frame: CGRect(x: x, y: 0, width: 3, height: size.height))
            stripe.backgroundColor = .black
            root.view.addSubview(stripe)
            x += 6
        }
        return (window, root.view)
    }

    /// A striped window with a full-size glass container of `spacing` over the stripes:
    /// glass added to `container.contentView` renders with it.
    static func containerWindow(spacing: CGFloat) -> (window: UIWindow, root: UIView, container: UIVisualEffectView) {
        let (window, root) = stripedWindow()
        let effect = UIGlassContainerEffect()
        effect.spacing = spacing
        let container = UIVisualEffectView(effect: effect)
        container.frame = root.bounds
        root.addSubview(container)
        return (window, root, container)
    }

    /// The variance of luminance (0…1) over `rect` (in points): stripes give about 0.25,
    /// frosted glass close to 0.
    static func variance(_ image: UIImage, _ rect: CGRect) -> Double {
        let cg = image.cgImage!, s = image.scale
        var values: [Double] = []
        for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
                let p = cg.rgba(atX: x, y: y)
                values.append((0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255)
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
    }
}
