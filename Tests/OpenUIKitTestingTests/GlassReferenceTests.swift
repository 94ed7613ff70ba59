import Foundation
import LiquidGlass
import OpenCoreText
import OpenUIKitTesting
import Testing

/// Reference images of text on glass and of glass shaped like text (seed 004), over the
/// sample backdrop. Their references were looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct GlassReferenceTests {
    private let size = CGSize(width: 260, height: 150)

    @Test func textOnGlassMatchesItsReference() {
        let scene = UIView(frame: CGRect(origin: .zero, size: size))
        let photo = UIImageView(image: SampleBackdrop.image(size: size, scale: 2))
        photo.frame = scene.bounds
        scene.addSubview(photo)
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 20, y: 30, width: 220, height: 90)
        glass.cornerConfiguration = .fixed(28)
        let title = UILabel(frame: CGRect(x: 22, y: 16, width: 180, height: 30))
        title.text = "Toy Story 5"
        title.font = .preferredFont(forTextStyle: .title2)
        title.textColor = .label
        let subtitle = UILabel(frame: CGRect(x: 22, y: 48, width: 180, height: 22))
        subtitle.text = "Pixar Animation Studios"
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        glass.contentView.addSubview(title)
        glass.contentView.addSubview(subtitle)
        scene.addSubview(glass)
        let traits = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        assertSnapshot(of: scene, as: .image(perceptualPrecision: 0.98, traits: traits), named: "text-on-glass")
    }

    @Test func textShapedGlassMatchesItsReference() throws {
        let backdrop = try #require(SampleBackdrop.image(size: size, scale: 2).cgImage)
        let font = CTFontCreateWithName("DejaVu Sans Bold", 76, nil)
        let outline = CTFontCreatePathForString(font, "Glass")
        // Glyph space is y-up from the baseline: flip it onto the y-down image.
        var place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: (size.width - outline.boundingBoxOfPath.width) / 2, ty: 105)
        let shape = try #require(outline.copy(using: &place))
        let rendered = GlassRenderer().render(GlassContainer(elements: [GlassElement(shape: .path(shape))]), over: backdrop, scale: 2)
        assertSnapshot(of: UIImage(cgImage: rendered, scale: 2), as: .image(perceptualPrecision: 0.98), named: "glass-text")
    }
}
