import Foundation
@testable @_spi(OpenUIKit) import OpenUIKit
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKitTesting
import Testing

extension SharedSettingsSuites {
@MainActor
@Suite("Glass attached to any view, and the one-way frame", .manualClock)
struct GlassAttachmentTests {
    @Test func aPlainViewCarryingGlassRendersGlassAndIsACapsule() {
        let (window, root) = GlassFixtures.stripedWindow()
        let plain = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 80))
        let attachment = GlassAttachment(host: plain)
        plain.glassAttachment = attachment
        attachment.setMaterial(.glass(.init()))
        root.addSubview(plain)
        let image = window.renderedImage()
        #expect(GlassFixtures.variance(image, CGRect(x: 100, y: 70, width: 40, height: 20)) < 0.01, "frosted like a glass view")
        #expect(GlassFixtures.variance(image, CGRect(x: 100, y: 5, width: 40, height: 20)) > 0.2, "stripes around it")
        #expect(plain.effectiveRadius(corner: .topLeft) == 40, "glass defaults to a capsule on any view")
        attachment.setMaterial(nil)
        #expect(GlassFixtures.variance(window.renderedImage(), CGRect(x: 100, y: 70, width: 40, height: 20)) > 0.2)
        #expect(plain.effectiveRadius(corner: .topLeft) == 0)
    }

    /// The shadow reaches 20 pt past the outline: a change under its far part redraws the
    /// glass, so the new content is shadowed exactly as a fresh render shadows it.
    @Test func aChangeUnderTheFarShadowRedrawsTheGlassThatCastsIt() {
        func scene(squareColor: UIColor) -> (UIWindow, UIView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 180))
            window.screen = UIScreen(bounds: window.bounds, scale: 2)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let square = UIView(frame: CGRect(x: 110, y: 98, width: 20, height: 20))
            square.backgroundColor = squareColor
            window.addSubview(square)
            let glass = UIVisualEffectView(effect: UIGlassEffect())
            glass.frame = CGRect(x: 60, y: 40, width: 120, height: 44)
            window.addSubview(glass)
            return (window, square)
        }
        let (window, square) = scene(squareColor: .white)
        _ = window.renderedImage()
        square.backgroundColor = .systemBlue
        let incremental = window.renderedImage().cgImage!
        let fresh = scene(squareColor: .systemBlue).0.renderedImage().cgImage!
        // 14 pt under the glass's bottom edge, and near the square's far bottom.
        let shadowed = fresh.rgba(atX: 240, y: 197), clearOfIt = fresh.rgba(atX: 240, y: 234)
        #expect(Int(shadowed.blue) < Int(clearOfIt.blue) - 2, "the shadow falls on the square")
        for y in 196..<236 {
            let a = incremental.rgba(atX: 240, y: y), b = fresh.rgba(atX: 240, y: y)
            #expect(abs(Int(a.blue) - Int(b.blue)) <= 1 && abs(Int(a.red) - Int(b.red)) <= 1, "row \(y)")
        }
    }

    @Test func anEllipseShapedAttachmentLeavesItsBoundingCornersClear() {
        let (window, root) = GlassFixtures.stripedWindow()
        let plain = UIView(frame: CGRect(x: 40, y: 20, width: 120, height: 120))
        plain.glassAttachment = GlassAttachment(host: plain)
        plain.glassAttachment?.shape = .ellipse
        plain.glassAttachment?.setMaterial(.glass(.init()))
        root.addSubview(plain)
        let image = window.renderedImage()
        #expect(GlassFixtures.variance(image, CGRect(x: 90, y: 70, width: 20, height: 20)) < 0.01)
        #expect(GlassFixtures.variance(image, CGRect(x: 41, y: 21, width: 8, height: 8)) > 0.15, "the ellipse misses the corner")
    }

    @Test func resolvedLooksReachTheContentInTheFollowingPassNotDuringTheRender() {
        let (window, root) = GlassFixtures.stripedWindow(style: .dark)
        root.backgroundColor = .white
        for stripe in root.subviews { stripe.removeFromSuperview() }
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 40, y: 40, width: 100, height: 44)
        root.addSubview(glass)
        UpdatePass.run(from: window, steps: .all)
        let compositor = LayerCompositor(rootLayer: window.layer, size: window.bounds.size, scale: 1)
        let result = compositor.update()
        // Rendering resolved a light look over white but wrote nothing into the tree.
        #expect(result.needsFollowUpPass)
        #expect(result.followUpLayers.first === glass.layer)
        #expect(glass.contentView.traitOverrides.userInterfaceStyle == .unspecified)
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .dark)
        for layer in result.followUpLayers { layer.backdropRenderer?.prepareFollowUpPass(for: layer) }
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .dark, "only scheduled")
        UpdatePass.run(from: window, steps: .all)
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .light, "applied in the trait step")
        #expect(!compositor.update().needsFollowUpPass, "settled")
        // The window does all of this in one presented frame.
        _ = window.renderedImage()
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .light)
    }

    @Test func adaptationKeepsTimeByTheMediaClock() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = GlassFixtures.stripedWindow()
        for stripe in root.subviews { stripe.removeFromSuperview() }
        root.backgroundColor = .white
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 40, y: 40, width: 60, height: 44)
        root.addSubview(glass)
        _ = window.renderedImage()
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .light)
        root.backgroundColor = .black
        for _ in 0..<5 { _ = window.renderedImage() }
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .light, "no media time passed: no smoothing")
        TestClock.advance(by: 1)
        _ = window.renderedImage()
        #expect(glass.contentView.traitCollection.userInterfaceStyle == .dark, "a second on the media clock flips it")
    }

    @Test func hugeContainerSpacingRendersWithoutTrapping() {
        let (window, _, container) = GlassFixtures.containerWindow(spacing: 1e19)
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 30, y: 50, width: 90, height: 50)
        container.contentView.addSubview(glass)
        let image = window.renderedImage()
        #expect(image.size == window.bounds.size)
        (container.effect as? UIGlassContainerEffect)?.spacing = .infinity
        container.effect = container.effect
        #expect(window.renderedImage().size == window.bounds.size)
    }
}
}
