import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

extension SharedSettingsSuites {
@MainActor
@Suite("UIVisualEffectView with Liquid Glass", .serialized)
struct UIVisualEffectViewTests {
    private func stripedWindow(size: CGSize = CGSize(width: 240, height: 160), style: UIUserInterfaceStyle = .light) -> (UIWindow, UIView) {
        GlassFixtures.stripedWindow(size: size, style: style)
    }

    private func variance(_ image: UIImage, _ rect: CGRect) -> Double { GlassFixtures.variance(image, rect) }

    @Test func glassFrostsWhatLiesBehindIt() {
        let (window, root) = stripedWindow()
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 40, y: 40, width: 160, height: 80)
        root.addSubview(glass)
        let image = window.renderedImage()
        #expect(variance(image, CGRect(x: 100, y: 70, width: 40, height: 20)) < 0.01)
        #expect(variance(image, CGRect(x: 100, y: 5, width: 40, height: 20)) > 0.2)
    }

    @Test func glassDefaultsToACapsuleAndHonoursCornerConfiguration() {
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(glass.effectiveRadius(corner: .topLeft) == 20)
        glass.cornerConfiguration = .fixed(12)
        #expect(glass.effectiveRadius(corner: .allCorners) == 12)
        glass.cornerConfiguration = .capsule(maximumRadius: 8)
        #expect(glass.effectiveRadius(corner: .bottomRight) == 8)
        glass.cornerConfiguration = .uniformEdges(topRadius: 16, bottomRadius: 4)
        #expect(glass.effectiveRadius(corner: .topRight) == 16)
        #expect(glass.effectiveRadius(corner: .bottomLeft) == 4)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.effectiveRadius(corner: .allCorners) == 0)
    }

    @Test func concentricCornersShrinkByTheInset() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        outer.cornerConfiguration = .corners(radius: 30)
        let inner = UIView(frame: CGRect(x: 10, y: 12, width: 200, height: 100))
        inner.cornerConfiguration = .containerRelative()
        outer.addSubview(inner)
        #expect(inner.effectiveRadius(corner: .topLeft) == 18)  // 30 − max(10, 12)
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 8))
        #expect(inner.effectiveRadius(corner: .bottomRight) == 8)  // far from that corner: the minimum
    }

    @Test func glassInAContainerMergesAndGlassBesideItDoesNot() {
        func gapVariance(inContainer: Bool) -> Double {
            let (window, root, container) = GlassFixtures.containerWindow(spacing: 30)
            for x in [30.0, 128.0] {
                let glass = UIVisualEffectView(effect: UIGlassEffect())
                glass.frame = CGRect(x: x, y: 50, width: 90, height: 50)
                if inContainer { container.contentView.addSubview(glass) } else { root.addSubview(glass) }
            }
            let image = window.renderedImage()
            return variance(image, CGRect(x: 121, y: 70, width: 5, height: 10))
        }
        #expect(gapVariance(inContainer: true) < 0.02, "an 8 pt gap under 30 pt spacing turns to glass")
        #expect(gapVariance(inContainer: false) > 0.1, "siblings of the container do not merge")
    }

    @Test func labelsOnGlassFollowTheGlassLook() {
        // 110 pt tall: large glass keeps the interface style; 92 pt with Increase Contrast too.
        for (style, contrast, height) in [(UIUserInterfaceStyle.light, UIAccessibilityContrast.normal, 110.0), (.dark, .normal, 110), (.dark, .high, 92)] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 130))
            window.traitOverrides.userInterfaceStyle = style
            window.traitOverrides.accessibilityContrast = contrast
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.view.backgroundColor = UIColor(white: 0.5, alpha: 1)
            let glass = UIVisualEffectView(effect: UIGlassEffect())
            glass.frame = CGRect(x: 10, y: 10, width: 180, height: height)
            glass.cornerConfiguration = .fixed(20)
            let label = UILabel()
            label.text = "■■■■"
            label.font = .systemFont(ofSize: 40, weight: .bold)
            label.frame = CGRect(x: 20, y: 20, width: 140, height: 60)
            glass.contentView.addSubview(label)
            root.view.addSubview(glass)
            let image = window.renderedImage()
            // Large glass keeps the interface style: dark glass gets light text and vice versa.
            var darkest = 255, lightest = 0
            for x in stride(from: 90, to: 420, by: 3) {
                let p = image.cgImage!.rgba(atX: x, y: 150)
                darkest = min(darkest, Int(p.green))
                lightest = max(lightest, Int(p.green))
            }
            if style == .light { #expect(darkest < 40, "black text on light glass") } else { #expect(lightest > 215, "white text on dark glass, contrast \(contrast)") }
        }
    }

    @Test func prominentGlassButtonIsTintedAndGlassButtonIsNot() {
        let (window, root) = stripedWindow()
        root.tintColor = .systemBlue
        var prominent = UIButton.Configuration.prominentGlass()
        prominent.title = "Rate"
        let rate = UIButton(configuration: prominent)
        rate.frame = CGRect(x: 20, y: 40, width: 90, height: 44)
        var plain = UIButton.Configuration.glass()
        plain.title = "Play"
        plain.image = UIImage(systemName: "play.fill")
        let play = UIButton(configuration: plain)
        play.frame = CGRect(x: 130, y: 40, width: 90, height: 44)
        root.addSubview(rate)
        root.addSubview(play)
        let image = window.renderedImage().cgImage!
        let blue = image.rgba(atX: 3 * 26, y: 3 * 62)
        #expect(Int(blue.blue) - Int(blue.red) > 100)
        let glassPixel = image.rgba(atX: 3 * 136, y: 3 * 62)
        #expect(abs(Int(glassPixel.blue) - Int(glassPixel.red)) < 30)
        #expect(play.sizeThatFits(.zero).height >= 34)
    }

    @Test func reduceTransparencySettingRerendersGlass() {
        defer { UIAccessibility.setSimulatedSettings(.init()) }
        let (window, root) = stripedWindow()
        let glass = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
        glass.frame = CGRect(x: 40, y: 40, width: 160, height: 80)
        root.addSubview(glass)
        let clear = variance(window.renderedImage(), CGRect(x: 100, y: 70, width: 40, height: 20))
        UIAccessibility.setSimulatedSettings(.init(isReduceTransparencyEnabled: true))
        let reduced = variance(window.renderedImage(), CGRect(x: 100, y: 70, width: 40, height: 20))
        #expect(window.lastRenderedDamage != nil)
        #expect(reduced < clear / 4)
    }

    /// A striped window with a glass panel holding a label "One", rendered once.
    private func labelledGlassWindow() -> (UIWindow, UIView, UIVisualEffectView, UILabel) {
        let (window, root) = stripedWindow()
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 40, y: 40, width: 160, height: 80)
        let label = UILabel()
        label.text = "One"
        label.frame = CGRect(x: 20, y: 20, width: 120, height: 30)
        glass.contentView.addSubview(label)
        root.addSubview(glass)
        _ = window.renderedImage()
        return (window, root, glass, label)
    }

    @Test func changingALabelOnGlassRedrawsTheGlassIdenticallyToAFullRender() {
        let (window, _, _, label) = labelledGlassWindow()
        label.text = "Two"
        let incremental = window.renderedImage().cgImage!
        let fresh = LayerCompositor(rootLayer: window.layer, size: window.bounds.size, scale: window.screen.scale).render()
        var different = 0
        for y in stride(from: 0, to: fresh.height, by: 2) {
            for x in stride(from: 0, to: fresh.width, by: 2) where incremental.rgba(atX: x, y: y) != fresh.rgba(atX: x, y: y) {
                different += 1
            }
        }
        #expect(different == 0)
    }

    @Test func unchangedGlassReusesItsGeometryAcrossFrames() {
        let (window, root, glass, label) = labelledGlassWindow()
        let baked = glass.glassGeometryBakeCount
        #expect(baked >= 1)
        label.text = "Two"
        _ = window.renderedImage()
        root.backgroundColor = .gray
        _ = window.renderedImage()
        #expect(glass.glassGeometryBakeCount == baked)
        glass.frame.size.width = 170
        _ = window.renderedImage()
        #expect(glass.glassGeometryBakeCount == baked + 1)
    }

    @Test func effectIsCopiedOnAssignment() {
        let effect = UIGlassEffect()
        let view = UIVisualEffectView(effect: effect)
        effect.tintColor = .red
        #expect((view.effect as? UIGlassEffect)?.tintColor == nil)
        UIView.animate { view.effect = nil }
        #expect(view.effect == nil)
    }
}
}
