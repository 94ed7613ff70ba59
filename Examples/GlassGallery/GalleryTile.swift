import Foundation
import LiquidGlass
import OpenCoreText
import OpenUIKit
import OpenUIKitTesting

/// One variant of glass, built with the public UIKit API over the sample backdrop.
@MainActor
struct GalleryTile {
    static let size = CGSize(width: 220, height: 160)

    let caption: String
    var settings = UIAccessibility.Settings()
    var style: UIUserInterfaceStyle = .light
    var contrast: UIAccessibilityContrast = .normal
    let build: @MainActor (UIView) -> Void

    /// The tile rendered in its own window.
    func render(backdrop: UIImage) -> UIImage {
        UIAccessibility.setSimulatedSettings(settings)
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        window.traitOverrides.userInterfaceStyle = style
        window.traitOverrides.accessibilityContrast = contrast
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let photo = UIImageView(image: backdrop)
        photo.frame = window.bounds
        photo.contentMode = .scaleAspectFill
        root.view.addSubview(photo)
        // The press response springs in on the animation clock: let it settle.
        TestClock.start()
        defer { TestClock.stop() }
        build(root.view)
        _ = window.renderedImage()
        TestClock.advance(by: 1)
        return window.renderedImage()
    }

    /// Seed 004's glass text: the glyph outlines of `text` as the glass shape, rendered
    /// over the photo already in `view`.
    static func glassText(_ text: String, in view: UIView) {
        guard let photo = view.subviews.first as? UIImageView, let backdrop = photo.image?.cgImage else { return }
        let font = CTFontCreateWithName("DejaVu Sans Bold", 64, nil)
        let outline = CTFontCreatePathForString(font, text)
        let width = outline.boundingBoxOfPath.width
        // Glyph space is y-up from the baseline: flip it onto the y-down tile.
        var place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: (size.width - width) / 2, ty: 102)
        guard let shape = outline.copy(using: &place) else { return }
        let glass = GlassRenderer().render(GlassContainer(elements: [GlassElement(shape: .path(shape))]), over: backdrop, scale: photo.image!.scale)
        let overlay = UIImageView(image: UIImage(cgImage: glass, scale: photo.image!.scale))
        overlay.frame = view.bounds
        view.addSubview(overlay)
    }

    // MARK: The tiles

    static func label(_ text: String, secondary: Bool = false, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size, weight: secondary ? .regular : .semibold)
        label.textColor = secondary ? .secondaryLabel : .label
        label.textAlignment = .center
        return label
    }

    static func glassCard(_ effect: UIGlassEffect, frame: CGRect, title: String, subtitle: String) -> UIVisualEffectView {
        let glass = UIVisualEffectView(effect: effect)
        glass.frame = frame
        glass.cornerConfiguration = .corners(radius: 24)
        let titleLabel = label(title)
        titleLabel.frame = CGRect(x: 0, y: frame.height / 2 - 24, width: frame.width, height: 24)
        let subtitleLabel = label(subtitle, secondary: true, size: 13)
        subtitleLabel.frame = CGRect(x: 0, y: frame.height / 2 + 2, width: frame.width, height: 18)
        glass.contentView.addSubview(titleLabel)
        glass.contentView.addSubview(subtitleLabel)
        return glass
    }

    static var all: [GalleryTile] {
        let card = CGRect(x: 20, y: 34, width: 180, height: 92)
        func cardTile(_ caption: String, frame: CGRect = card, style: UIUserInterfaceStyle = .light, settings: UIAccessibility.Settings = .init(),
                      contrast: UIAccessibilityContrast = .normal, effect: @escaping @MainActor () -> UIGlassEffect) -> GalleryTile {
            GalleryTile(caption: caption, settings: settings, style: style, contrast: contrast) { view in
                view.addSubview(glassCard(effect(), frame: frame, title: "Toy Story 5", subtitle: "Pixar Animation Studios"))
            }
        }
        return [
            cardTile("Regular") { UIGlassEffect() },
            cardTile("Large, dark mode", frame: CGRect(x: 10, y: 16, width: 200, height: 128), style: .dark) { UIGlassEffect() },
            cardTile("Clear") { UIGlassEffect(style: .clear) },
            cardTile("Tinted indigo") {
                let e = UIGlassEffect()
                e.tintColor = .systemIndigo
                return e
            },
            GalleryTile(caption: "Glass buttons") { view in
                var play = UIButton.Configuration.glass()
                play.title = "Play"
                play.image = UIImage(systemName: "play.fill")
                var rate = UIButton.Configuration.prominentGlass()
                rate.title = "Rate"
                var clear = UIButton.Configuration.clearGlass()
                clear.image = UIImage(systemName: "heart.fill")
                var clearProminent = UIButton.Configuration.prominentClearGlass()
                clearProminent.image = UIImage(systemName: "plus")
                let buttons = [UIButton(configuration: play), UIButton(configuration: rate), UIButton(configuration: clear), UIButton(configuration: clearProminent)]
                var x: CGFloat = 14
                for (index, button) in buttons.enumerated() {
                    let size = button.sizeThatFits(.zero)
                    button.frame = CGRect(x: x, y: index < 2 ? 40 : 96, width: size.width, height: size.height)
                    x = index == 1 ? 14 : x + size.width + 12
                    view.addSubview(button)
                }
            },
            GalleryTile(caption: "Container, gap 8 < spacing 30") { view in
                let container = UIVisualEffectView(effect: { let c = UIGlassContainerEffect(); c.spacing = 30; return c }())
                container.frame = view.bounds
                view.addSubview(container)
                for (index, name) in ["backward.fill", "play.fill", "forward.fill"].enumerated() {
                    let glass = UIVisualEffectView(effect: UIGlassEffect())
                    glass.frame = CGRect(x: 30 + CGFloat(index) * 58, y: 56, width: 50, height: 50)
                    let symbol = UIButton(configuration: { var c = UIButton.Configuration.plain(); c.image = UIImage(systemName: name); c.baseForegroundColor = .label; return c }())
                    symbol.frame = glass.bounds
                    glass.contentView.addSubview(symbol)
                    container.contentView.addSubview(glass)
                }
            },
            GalleryTile(caption: "Container, gap 40 > spacing 30") { view in
                let container = UIVisualEffectView(effect: { let c = UIGlassContainerEffect(); c.spacing = 30; return c }())
                container.frame = view.bounds
                view.addSubview(container)
                for index in 0..<2 {
                    let glass = UIVisualEffectView(effect: UIGlassEffect())
                    glass.frame = CGRect(x: 30 + CGFloat(index) * 100, y: 56, width: 60, height: 50)
                    container.contentView.addSubview(glass)
                }
            },
            GalleryTile(caption: "Pressed (interactive)") { view in
                var config = UIButton.Configuration.glass()
                config.title = "Pressed"
                let button = UIButton(configuration: config)
                button.frame = CGRect(x: 40, y: 52, width: 140, height: 56)
                button.isHighlighted = true
                view.addSubview(button)
            },
            cardTile("Reduce Transparency", settings: .init(isReduceTransparencyEnabled: true)) { UIGlassEffect() },
            cardTile("Increase Contrast", contrast: .high) { UIGlassEffect() },
            cardTile("Increase Contrast, dark", style: .dark, contrast: .high) { UIGlassEffect() },
            GalleryTile(caption: "Concentric corners") { view in
                let outer = UIVisualEffectView(effect: UIGlassEffect())
                outer.frame = CGRect(x: 16, y: 24, width: 188, height: 116)
                outer.cornerConfiguration = .corners(radius: 36)
                view.addSubview(outer)
                let inner = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
                inner.frame = CGRect(x: 12, y: 12, width: 164, height: 92)
                inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 8))
                outer.contentView.addSubview(inner)
            },
            GalleryTile(caption: "Glass text (glyph outlines)") { view in glassText("Grow", in: view) },
        ]
    }
}
