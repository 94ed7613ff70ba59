import Foundation
import LiquidGlass
import OpenUIKitTesting
import Testing

/// Our glass held to numbers sampled from Apple's own iOS 26 and macOS 26 renders
/// (`shared/reference/apple/README.md` of the project's workspace), over backdrops simple
/// enough to rebuild exactly: flat colours, white, black, and a straight line crossing the rim.
@Suite("Glass fidelity against Apple's renders")
struct GlassFidelityTests {
    let scale: CGFloat = 2
    /// A small glass control, the size of the heart buttons in Apple's adaptive-button render.
    let button = GlassShape.ellipse(CGRect(x: 40, y: 40, width: 44, height: 44))
    let buttonCentre = (x: 124, y: 124)

    private func render(_ elements: [GlassElement], over backdrop: CGImage, renderer: GlassRenderer = GlassRenderer()) -> CGImage {
        renderer.render(GlassContainer(elements: elements), over: backdrop, scale: scale)
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = image.rgba(atX: x, y: y)
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    // MARK: Colour over flat backdrops

    /// Small regular glass over flat colours stays light, about 0.45 × backdrop + 0.55 × white.
    @Test(arguments: [
        ((52, 119, 245), (157, 198, 250), "blue"),
        ((100, 195, 101), (181, 243, 189), "green"),
        ((234, 77, 61), (243, 175, 169), "red"),
        ((255, 255, 255), (250, 250, 250), "white"),
    ])
    func smallRegularGlassOverAFlatColourMatchesApplesSample(backdrop: (Int, Int, Int), apple: (Int, Int, Int), name: String) {
        let renderer = GlassRenderer()
        let image = render([GlassElement(shape: button)], over: Backdrops.solid(width: 260, height: 260, rgb: backdrop), renderer: renderer)
        image.writeArtifact("fidelity-small-\(name)")
        let ours = rgb(image, buttonCentre.x, buttonCentre.y)
        let difference = ColorDifference.deltaE2000(ours, apple)
        #expect(renderer.resolvedAppearance == .light, "\(name) keeps the light look")
        #expect(difference <= 4, "over \(name): ours \(ours), Apple's \(apple), ΔE2000 \(difference)")
    }

    /// Over black, small regular glass flips to a smoky grey, #12–#22, never black.
    @Test func smallRegularGlassOverBlackIsSmokyGreyWithALighterRim() {
        let renderer = GlassRenderer()
        let image = render([GlassElement(shape: button)], over: Backdrops.solid(width: 260, height: 260, rgb: (0, 0, 0)), renderer: renderer)
        image.writeArtifact("fidelity-small-black")
        #expect(renderer.resolvedAppearance == .dark)
        let body = rgb(image, buttonCentre.x, buttonCentre.y)
        for channel in [body.0, body.1, body.2] { #expect((0x12...0x22).contains(channel), "body \(body)") }
        // The top of the rim, 1 px inside the outline, catches the light.
        let rim = rgb(image, buttonCentre.x, 81)
        #expect(rim.0 > body.0 + 8, "rim \(rim) over body \(body)")
    }

    /// Mid-luminance reds and purples (luma about 0.4) keep glass light; only dark content flips it.
    @Test func glassStaysLightOverMidLuminanceColoursAndFlipsOnlyOverDarkOnes() {
        func look(over colour: (Int, Int, Int)) -> GlassAppearance? {
            let renderer = GlassRenderer()
            _ = render([GlassElement(shape: button)], over: Backdrops.solid(width: 260, height: 260, rgb: colour), renderer: renderer)
            return renderer.resolvedAppearance
        }
        #expect(look(over: (234, 77, 61)) == .light)
        #expect(look(over: (170, 70, 170)) == .light)
        #expect(look(over: (200, 60, 90)) == .light)
        #expect(look(over: (30, 30, 60)) == .dark)
        #expect(look(over: (0, 0, 0)) == .dark)
    }

    /// Clear glass brightens while keeping saturation (an exposure boost, not a milky fill)
    /// and casts no shadow: over green (101,196,102) Apple's is about (117,224,122).
    @Test func clearGlassBrightensAndKeepsSaturationWithoutAShadow() {
        let green = (101, 196, 102)
        let backdrop = Backdrops.solid(width: 260, height: 260, rgb: green)
        let image = render([GlassElement(shape: button, variant: .clear)], over: backdrop)
        image.writeArtifact("fidelity-clear-green")
        let ours = rgb(image, buttonCentre.x, buttonCentre.y)
        #expect(ColorDifference.deltaE2000(ours, (117, 224, 122)) <= 4, "ours \(ours)")
        #expect(ColorDifference.saturation(ours) >= ColorDifference.saturation(green))
        #expect(max(ours.0, ours.1, ours.2) > max(green.0, green.1, green.2))
        // 6 pt below the glass: untouched.
        #expect(image.rgba(atX: buttonCentre.x, y: 180) == backdrop.rgba(atX: buttonCentre.x, y: 180))
    }

    /// Regular glass casts a wide, very soft neutral shadow: over white the shape reads
    /// through it (a few levels darker right under the edge, gone about 30 pt away).
    @Test func regularGlassCastsAWideSoftShadow() {
        let image = render([GlassElement(shape: button)], over: Backdrops.solid(width: 260, height: 260, rgb: (255, 255, 255)))
        // The bottom of the button is at y = 84 pt (row 168).
        let near = rgb(image, buttonCentre.x, 176), middle = rgb(image, buttonCentre.x, 196), far = rgb(image, buttonCentre.x, 236)
        #expect((225...252).contains(near.0), "4 pt under the edge: \(near)")
        #expect(near.0 == near.1 && near.1 == near.2)
        #expect(middle.0 > near.0 && middle.0 < 255, "14 pt under the edge the shadow still shows, fainter: \(middle)")
        #expect(far == (255, 255, 255), "34 pt away it has gone")
    }

    // MARK: The rim

    /// No dark outline: in the light look no pixel of the rim band is darker than the backdrop.
    @Test(arguments: [(255, 255, 255), (128, 128, 128), (52, 119, 245), (234, 77, 61)])
    func theOutlineIsNeverDarkerThanTheBackdropInTheLightLook(colour: (Int, Int, Int)) {
        let backdrop = Backdrops.solid(width: 260, height: 260, rgb: colour)
        let image = render([GlassElement(shape: button)], over: backdrop)
        let radius = 22 * scale, cx = 62 * scale, cy = 62 * scale
        let plain = backdrop.luma(x: 0, y: 0)
        var darkest = 1.0
        for y in 0..<260 {
            for x in 0..<260 {
                let d = hypot(CGFloat(x) + 0.5 - cx, CGFloat(y) + 0.5 - cy)
                guard d <= radius - 0.5, d >= radius - 2 * scale else { continue }
                darkest = min(darkest, image.luma(x: x, y: y))
            }
        }
        #expect(darkest >= plain - 0.5 / 255, "darkest rim pixel \(darkest) under backdrop \(plain)")
    }

    /// The lens: a straight line crossing the left edge of a large clear panel (radius 16, as
    /// Apple's macOS window) hooks by about 16 pt at the rim and rejoins its path about 12 pt in.
    @Test func aStraightLineHooksAtTheRimAsInApplesRender() {
        // Apple's line, 0.3 px down per px across at 2x, crosses the edge at row 300.
        let edgeX = 200, slope = 0.3, lineY = 300.0
        let backdrop = Backdrops.slantedLine(width: 840, height: 720, through: (Double(edgeX), lineY), slope: slope)
        // The size of Apple's window: about 310 pt square.
        let panel = GlassShape.roundedRect(CGRect(x: 100, y: 0, width: 310, height: 310), cornerRadius: 16)
        let image = render([GlassElement(shape: panel, variant: .clear)], over: backdrop)
        image.writeArtifact("fidelity-rim-hook")
        func hook(atDepth pixels: Int) -> Double {
            let x = edgeX + pixels
            let straight = lineY + slope * Double(pixels)
            return (image.darkestRow(x: x, near: Int(straight), reach: 80) - straight) / Double(scale)
        }
        // Apple's, read from the render at 2x: 16 pt one pixel in, 1.5 pt at 12 pt in.
        let atRim = hook(atDepth: 1), inside = hook(atDepth: 24)
        #expect(abs(atRim - 16) <= 3, "hook at the rim: \(atRim) pt")
        #expect(abs(inside - 1.5) <= 3, "12 pt inside: \(inside) pt")
        #expect(abs(hook(atDepth: 80)) <= 1, "the flat face shows the line where it is")
    }

    /// Small clear glass is a thick lens: Apple's clear circle magnifies its interior about
    /// 1.3×, so a mark 10 pt from the centre shows about 13 pt from it.
    @Test func smallClearGlassMagnifiesItsInterior() {
        // A 40 pt-radius circle centred at (60, 60) pt; a dark mark at (70, 60) pt.
        let context = try! CGContext.bitmap(width: 240, height: 240)
        context.setFillColor(CGColor(red: 0.62, green: 0.78, blue: 0.95, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 240, height: 240))
        context.setFillColor(CGColor(red: 0.05, green: 0.1, blue: 0.3, alpha: 1))
        context.fill(CGRect(x: 138, y: 240 - 122, width: 4, height: 4))
        let backdrop = context.makeImage()!
        let image = render([GlassElement(shape: .ellipse(CGRect(x: 20, y: 20, width: 80, height: 80)), variant: .clear)], over: backdrop)
        image.writeArtifact("fidelity-clear-magnified")
        let columns = 121..<200
        let darkest = columns.min { image.luma(x: $0, y: 120) < image.luma(x: $1, y: 120) }!
        let fromCentre = (Double(darkest) + 0.5 - 120) / Double(scale)
        #expect(abs(fromCentre - 13) <= 1.5, "the mark shows \(fromCentre) pt from the centre")
        // Large clear glass (a window) shows its interior 1:1.
        let window = render([GlassElement(shape: .roundedRect(CGRect(x: -100, y: -100, width: 400, height: 400), cornerRadius: 16), variant: .clear)], over: backdrop)
        let columnInWindow = columns.min { window.luma(x: $0, y: 120) < window.luma(x: $1, y: 120) }!
        #expect(abs(columnInWindow - 140) <= 1)
    }

    // MARK: Pressed and containers

    /// A press blooms white across the middle and strengthens the rim.
    @Test func pressedGlassBloomsAcrossTheMiddleAndBrightensTheRim() {
        let backdrop = Backdrops.solid(width: 360, height: 200, rgb: (52, 119, 245))
        let shape = GlassShape.capsule(CGRect(x: 40, y: 30, width: 100, height: 44))
        let rest = render([GlassElement(shape: shape)], over: backdrop)
        var pressed = GlassElement(shape: shape)
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: 90, y: 52))
        let bloom = render([pressed], over: backdrop)
        bloom.writeArtifact("fidelity-pressed")
        #expect(bloom.luma(x: 180, y: 104) > rest.luma(x: 180, y: 104) + 0.05)
        // The rim at the top of the capsule (the press also grows it by a point or two).
        let restRim = (54...66).map { rest.luma(x: 180, y: $0) }.max()!
        let bloomRim = (50...66).map { bloom.luma(x: 180, y: $0) }.max()!
        #expect(bloomRim > restRim)
    }

    /// Prominent glass (a system-blue tint) pressed over white: a saturated blue wash whose
    /// middle blooms a little lighter, close to Apple's pressed button.
    @Test func pressedProminentGlassIsASaturatedBlueWashWithASoftBloom() {
        let backdrop = Backdrops.solid(width: 400, height: 200, rgb: (255, 255, 255))
        let shape = GlassShape.capsule(CGRect(x: 20, y: 30, width: 160, height: 48))
        var pressed = GlassElement(shape: shape, tint: GlassColor(red: 0, green: 0.48, blue: 1))
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: 100, y: 54))
        let image = render([pressed], over: backdrop)
        let middle = rgb(image, 200, 108), end = rgb(image, 76, 108)
        #expect(ColorDifference.deltaE2000(middle, (39, 168, 255)) <= 5, "middle \(middle)")
        #expect(ColorDifference.deltaE2000(end, (5, 155, 254)) <= 5, "end \(end)")
        #expect(middle.0 > end.0 + 10, "the bloom lightens the middle")
    }

    /// Two circles in a container closer than its spacing are one body: the neck between
    /// them is glass with no seam, and one shadow falls under the pair.
    @Test func mergedContainerShapesAreOneBodyWithOneShadow() {
        let backdrop = Backdrops.solid(width: 400, height: 240, rgb: (100, 195, 101))
        let left = GlassShape.ellipse(CGRect(x: 40, y: 30, width: 60, height: 60))
        let right = GlassShape.ellipse(CGRect(x: 104, y: 30, width: 60, height: 60))
        let image = GlassRenderer().render(
            GlassContainer(elements: [GlassElement(shape: left), GlassElement(shape: right)], spacing: 24), over: backdrop, scale: scale)
        image.writeArtifact("fidelity-merged")
        let body = rgb(image, 140, 120), neck = rgb(image, 204, 120)
        #expect(ColorDifference.deltaE2000(body, neck) < 2, "the neck \(neck) is the body \(body)")
        // The neck's fillet reaches above and below the gap, about 0.3 × the radius deep.
        #expect(ColorDifference.deltaE2000(rgb(image, 204, 100), body) < 4, "fillet above the gap")
        // The one body casts one shadow, under its neck too: 6 pt below the neck it is darker
        // than where two separate circles leave a gap in their shadows.
        let apart = GlassRenderer().render(
            GlassContainer(elements: [GlassElement(shape: left), GlassElement(shape: right)], spacing: 0), over: backdrop, scale: scale)
        let underNeck = rgb(image, 204, 165), underGap = rgb(apart, 204, 165)
        #expect(underNeck.1 < underGap.1 - 2, "under the neck \(underNeck), under the gap \(underGap)")
        #expect(underNeck.1 < 195, "the shadow darkens the backdrop")
    }
}
