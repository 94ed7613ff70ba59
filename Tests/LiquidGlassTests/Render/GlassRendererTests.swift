import Foundation
import LiquidGlass
import Testing

@Suite("Glass material: pixel properties")
struct GlassRendererTests {
    let scale: CGFloat = 2

    private func render(_ elements: [GlassElement], spacing: CGFloat = 0, over backdrop: CGImage,
                        accessibility: GlassAccessibility = .standard, appearance: GlassAppearance = .light) -> CGImage {
        let renderer = GlassRenderer()
        renderer.accessibility = accessibility
        renderer.environmentAppearance = appearance
        return renderer.render(GlassContainer(elements: elements, spacing: spacing), over: backdrop, scale: scale)
    }

    @Test func frostLowersLocalVarianceOnTheFace() {
        let backdrop = Backdrops.stripes(width: 400, height: 240, period: 6)
        let glass = render([GlassElement(shape: .roundedRect(CGRect(x: 20, y: 20, width: 160, height: 80), cornerRadius: 20))], over: backdrop)
        glass.writeArtifact("frost-stripes")
        let face = (x: 170, y: 100, width: 60, height: 40)
        #expect(backdrop.lumaVariance(face) > 0.2)
        #expect(glass.lumaVariance(face) < backdrop.lumaVariance(face) / 20)
    }

    /// Glass just below the canvas, as a sheet is when it starts to slide up from below the
    /// screen: its shadow's reach touches the canvas but its frost region is empty. The
    /// render leaves the canvas as it was instead of trapping on the empty region.
    @Test func glassJustBelowTheCanvasLeavesItUntouched() throws {
        let backdrop = Backdrops.stripes(width: 400, height: 240, period: 6)
        // The canvas is 120 pt tall: 12 pt below it is within the shadow's reach upward
        // (17 pt) but beyond the frost's margin (8 pt).
        let panel = GlassElement(shape: .roundedRect(CGRect(x: 10, y: 132, width: 180, height: 60), cornerRadius: 30))
        let glass = render([panel], over: backdrop)
        #expect(glass.rgba(atX: 100, y: 200) == backdrop.rgba(atX: 100, y: 200))
    }

    @Test func shadowBelowTheGlassDarkensWithoutTintingAndFadesAway() {
        let backdrop = Backdrops.solid(width: 400, height: 300, gray: 0.6)
        let glass = render([GlassElement(shape: .capsule(CGRect(x: 40, y: 40, width: 120, height: 50)))], over: backdrop)
        // 3 pt below the bottom edge (y 90 pt = row 180): inside the shadow; 30 pt below: beyond it.
        let near = glass.rgba(atX: 200, y: 186), far = glass.rgba(atX: 200, y: 240), plain = backdrop.rgba(atX: 200, y: 186)
        #expect(Int(near.red) < Int(plain.red) - 2)
        #expect(abs(Int(near.red) - Int(near.green)) <= 1 && abs(Int(near.green) - Int(near.blue)) <= 1)
        #expect(near.alpha == 255)
        #expect(far == plain)
    }

    @Test func lensingBendsALineNearTheRimButNotAtTheCentre() {
        // A 200×200 pt panel at 2x (rows 200..<600). The clear lens ring is 15 pt (30 px) deep.
        let panel = CGRect(x: 100, y: 100, width: 200, height: 200)
        let clear = GlassElement(shape: .roundedRect(panel, cornerRadius: 30), variant: .clear)
        // A line 25 pt inside the top edge, on the flat face just past the ring.
        let line = Backdrops.horizontalLine(width: 800, height: 800, lineY: 250)
        let lensed = render([clear], over: line)
        lensed.writeArtifact("lensing-line")
        func darkRows(_ image: CGImage, x: Int, rows: Range<Int>) -> [Int] { rows.filter { image.luma(x: x, y: $0) < 0.5 } }
        // The backdrop has nothing dark in the ring; the lens pulls the line's image into it (mirrored).
        #expect(darkRows(line, x: 400, rows: 200..<240).isEmpty)
        #expect(!darkRows(lensed, x: 400, rows: 200..<240).isEmpty, "the line reappears, displaced, in the rim")
        // On the flat face the line stays where it is.
        #expect(darkRows(lensed, x: 400, rows: 240..<300) == [250, 251, 252])
        // A line through the centre is not displaced at all.
        let centre = render([clear], over: Backdrops.horizontalLine(width: 800, height: 800, lineY: 400))
        #expect(darkRows(centre, x: 400, rows: 200..<600) == [400, 401, 402])
        // Outside the panel nothing moves.
        #expect(darkRows(lensed, x: 100, rows: 200..<300) == [250, 251, 252])
    }

    @Test func gapBelowSpacingFillsWithGlassAndAboveKeepsTheBackdrop() {
        let backdrop = Backdrops.stripes(width: 800, height: 240, period: 3)
        func gapVariance(gap: CGFloat, spacing: CGFloat) -> Double {
            let left = CGRect(x: 40, y: 30, width: 120, height: 60)
            let right = CGRect(x: left.maxX + gap, y: 30, width: 120, height: 60)
            let image = render([GlassElement(shape: .capsule(left)), GlassElement(shape: .capsule(right))], spacing: spacing, over: backdrop)
            if gap == 8 && spacing == 40 { image.writeArtifact("merge-gap8-spacing40") }
            let midX = Int((left.maxX + gap / 2) * scale)
            return image.lumaVariance((x: midX - 6, y: 116, width: 12, height: 8))
        }
        // Stripes have variance ≈ 0.25; frosted glass almost none.
        #expect(gapVariance(gap: 8, spacing: 40) < 0.02, "an 8 pt gap under 40 pt spacing is bridged by glass")
        #expect(gapVariance(gap: 60, spacing: 40) > 0.1, "a 60 pt gap keeps the backdrop")
        #expect(gapVariance(gap: 8, spacing: 0) > 0.1, "spacing 0 batches without merging")
    }

    @Test func regularIsFrostierThanClear() {
        let backdrop = Backdrops.stripes(width: 400, height: 240, period: 5)
        let rect = CGRect(x: 20, y: 20, width: 160, height: 80)
        let regular = render([GlassElement(shape: .roundedRect(rect, cornerRadius: 20))], over: backdrop)
        let clear = render([GlassElement(shape: .roundedRect(rect, cornerRadius: 20), variant: .clear)], over: backdrop)
        clear.writeArtifact("clear-stripes")
        let face = (x: 170, y: 100, width: 60, height: 40)
        #expect(clear.lumaVariance(face) > 10 * regular.lumaVariance(face))
    }

    @Test func tintShiftsTheHueTowardTheTint() {
        let backdrop = Backdrops.solid(width: 300, height: 200, gray: 0.6)
        let rect = CGRect(x: 20, y: 20, width: 110, height: 60)
        let plain = render([GlassElement(shape: .capsule(rect))], over: backdrop)
        let tinted = render([GlassElement(shape: .capsule(rect), tint: GlassColor(red: 0.1, green: 0.3, blue: 1))], over: backdrop)
        let p = plain.rgba(atX: 150, y: 100), t = tinted.rgba(atX: 150, y: 100)
        #expect(abs(Int(p.red) - Int(p.blue)) < 4, "untinted glass over grey stays grey")
        #expect(Int(t.blue) - Int(t.red) > 80, "tinted glass turns blue")
    }

    @Test func stainedTintFollowsTheBrightnessBehind() {
        let tint = GlassColor(red: 0.9, green: 0.2, blue: 0.2)
        let rect = CGRect(x: 20, y: 20, width: 110, height: 60)
        let dark = render([GlassElement(shape: .capsule(rect), tint: tint)], over: Backdrops.solid(width: 300, height: 200, gray: 0.05))
        let bright = render([GlassElement(shape: .capsule(rect), tint: tint)], over: Backdrops.solid(width: 300, height: 200, gray: 0.95))
        #expect(bright.rgba(atX: 150, y: 100).red > dark.rgba(atX: 150, y: 100).red + 20)
    }

    @Test func reduceTransparencyHidesMoreOfTheBackdrop() {
        let backdrop = Backdrops.stripes(width: 400, height: 240, period: 24)
        let element = GlassElement(shape: .roundedRect(CGRect(x: 20, y: 20, width: 160, height: 80), cornerRadius: 20))
        let standard = render([element], over: backdrop)
        let reduced = render([element], over: backdrop, accessibility: GlassAccessibility(reduceTransparency: true))
        reduced.writeArtifact("reduce-transparency")
        let face = (x: 140, y: 90, width: 120, height: 60)
        #expect(reduced.lumaVariance(face) < standard.lumaVariance(face) / 4)
    }

    @Test func increaseContrastDrawsAContrastingBorder() {
        let backdrop = Backdrops.solid(width: 400, height: 240, gray: 0.5)
        let element = GlassElement(shape: .roundedRect(CGRect(x: 20, y: 20, width: 160, height: 80), cornerRadius: 20))
        let standard = render([element], over: backdrop)
        let contrast = render([element], over: backdrop, accessibility: GlassAccessibility(increaseContrast: true))
        contrast.writeArtifact("increase-contrast")
        // One pixel inside the bottom edge, at the middle: black border in the light look.
        #expect(contrast.luma(x: 200, y: 198) < 0.1)
        #expect(standard.luma(x: 200, y: 198) > 0.4)
        // The face is predominantly white.
        #expect(contrast.luma(x: 200, y: 120) > 0.9)
    }

    @Test func smallGlassFlipsLightAndDarkWithHysteresis() {
        let renderer = GlassRenderer()
        let button = GlassContainer(elements: [GlassElement(shape: .capsule(CGRect(x: 20, y: 20, width: 100, height: 44)))])
        func look(over gray: CGFloat) -> GlassAppearance? {
            _ = renderer.render(button, over: Backdrops.solid(width: 300, height: 200, gray: gray), scale: 2, elapsed: 1)
            return renderer.resolvedAppearance
        }
        let threshold = CGFloat(GlassAdaptation.threshold)
        #expect(look(over: 0.95) == .light)
        #expect(look(over: 0.05) == .dark)
        // Just past the threshold, twice: the dark look holds (it needs threshold + 0.05).
        #expect(look(over: threshold + 0.02) == .dark)
        #expect(look(over: threshold + 0.02) == .dark)
        #expect(look(over: threshold + 0.1) == .light)
        // Just under the threshold, twice: the light look holds (it needs threshold − 0.05).
        #expect(look(over: threshold - 0.02) == .light)
        #expect(look(over: threshold - 0.02) == .light)
    }

    @Test func darkLookIsDarkerThanLightLook() {
        let backdrop = Backdrops.solid(width: 300, height: 200, gray: 0.5)
        let big = GlassElement(shape: .roundedRect(CGRect(x: 10, y: 10, width: 130, height: 130), cornerRadius: 30))
        let light = render([big], over: backdrop, appearance: .light)
        let dark = render([big], over: backdrop, appearance: .dark)
        #expect(light.luma(x: 150, y: 150) > dark.luma(x: 150, y: 150) + 0.2)
    }

    @Test func materializationZeroLeavesTheBackdropUntouched() {
        let backdrop = Backdrops.busy(width: 400, height: 300)
        var element = GlassElement(shape: .capsule(CGRect(x: 20, y: 20, width: 160, height: 60)))
        element.materialization = 0
        let image = render([element], over: backdrop)
        for (x, y) in [(200, 100), (60, 60), (41, 100), (300, 200)] {
            #expect(image.rgba(atX: x, y: y) == backdrop.rgba(atX: x, y: y))
        }
        element.materialization = 1
        let formed = render([element], over: backdrop)
        #expect(formed.rgba(atX: 200, y: 100) != backdrop.rgba(atX: 200, y: 100))
    }

    @Test func pressedGlassGlowsFromTheTouchAndReachesItsNeighbour() {
        let backdrop = Backdrops.solid(width: 500, height: 200, gray: 0.3)
        let left = CGRect(x: 20, y: 20, width: 100, height: 50), right = CGRect(x: 128, y: 20, width: 100, height: 50)
        let rest = render([GlassElement(shape: .capsule(left)), GlassElement(shape: .capsule(right))], spacing: 0, over: backdrop)
        var pressed = GlassElement(shape: .capsule(left))
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: 110, y: 45))
        let glowing = render([pressed, GlassElement(shape: .capsule(right))], spacing: 0, over: backdrop)
        glowing.writeArtifact("pressed-glow")
        #expect(glowing.luma(x: 220, y: 90) > rest.luma(x: 220, y: 90) + 0.05, "glow at the touch")
        #expect(glowing.luma(x: 270, y: 90) > rest.luma(x: 270, y: 90) + 0.02, "the neighbour catches the glow")
    }

    @Test func pressedGlassGrows() {
        let backdrop = Backdrops.stripes(width: 300, height: 200, period: 2)
        let shape = GlassShape.capsule(CGRect(x: 20, y: 20, width: 100, height: 50))
        var pressed = GlassElement(shape: shape)
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: 70, y: 45))
        // 1 pt outside the resting left end: the grown capsule reaches 2 pt further out.
        let probe = (x: 36, y: 86, width: 3, height: 8)
        #expect(render([GlassElement(shape: shape)], over: backdrop).lumaVariance(probe) > 0.1)
        #expect(render([pressed], over: backdrop).lumaVariance(probe) < 0.05)
    }

    @Test func reduceMotionDropsTheElasticGrowth() {
        let backdrop = Backdrops.stripes(width: 300, height: 200, period: 2)
        var pressed = GlassElement(shape: .capsule(CGRect(x: 20, y: 20, width: 100, height: 50)))
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: 70, y: 45))
        let reduced = render([pressed], over: backdrop, accessibility: GlassAccessibility(reduceMotion: true))
        #expect(reduced.lumaVariance((x: 36, y: 86, width: 3, height: 8)) > 0.1, "no growth: the backdrop shows")
    }

    @Test func geometryIsBakedOncePerShapeChange() {
        let renderer = GlassRenderer()
        let backdrop = Backdrops.busy(width: 300, height: 200)
        var container = GlassContainer(elements: [GlassElement(shape: .capsule(CGRect(x: 20, y: 20, width: 100, height: 44)))])
        _ = renderer.render(container, over: backdrop, scale: 2)
        container.elements[0].tint = GlassColor(red: 1, green: 0, blue: 0)
        _ = renderer.render(container, over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 1)
        // Moving, even by a fraction of a pixel, keeps the geometry: a sliding sheet bakes once.
        container.elements[0].shape = .capsule(CGRect(x: 30.3, y: 47.8, width: 100, height: 44))
        _ = renderer.render(container, over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 1)
        container.elements[0].shape = .capsule(CGRect(x: 30, y: 20, width: 110, height: 44))
        _ = renderer.render(container, over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 2)
    }

    @Test func glassFarApartInOneContainerRendersAsIfApartWithOneLook() {
        let backdrop = Backdrops.busy(width: 600, height: 800)
        let top = GlassElement(shape: .capsule(CGRect(x: 20, y: 20, width: 120, height: 44)))
        let bottom = GlassElement(shape: .capsule(CGRect(x: 150, y: 330, width: 120, height: 44)))
        let renderer = GlassRenderer()
        renderer.environmentAppearance = .light
        let together = renderer.render(GlassContainer(elements: [top, bottom], spacing: 16), over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 2, "each group is baked on its own, not the screen between")
        _ = renderer.render(GlassContainer(elements: [top, bottom], spacing: 16), over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 2, "and kept")
        let look = renderer.resolvedAppearance
        func alone(_ element: GlassElement) -> CGImage {
            let own = GlassRenderer()
            own.environmentAppearance = look ?? .light
            return own.render(GlassContainer(elements: [element], spacing: 16), over: backdrop, scale: 2)
        }
        for (element, image) in [(top, alone(top)), (bottom, alone(bottom))] {
            let b = element.shape.bounds
            var worst = 0
            for y in stride(from: Int(b.minY * 2), to: Int(b.maxY * 2), by: 3) {
                for x in stride(from: Int(b.minX * 2), to: Int(b.maxX * 2), by: 3) {
                    let p = together.rgba(atX: x, y: y), q = image.rgba(atX: x, y: y)
                    worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                }
            }
            #expect(worst <= 24, "the same glass as rendered alone, up to the shared look: \(worst)")
        }
    }

    @Test func movedGlassLooksTheSameAtItsNewPlace() {
        let backdrop = Backdrops.solid(width: 300, height: 200, gray: 0.3)
        let renderer = GlassRenderer()
        let here = GlassContainer(elements: [GlassElement(shape: .capsule(CGRect(x: 10, y: 10, width: 60, height: 30)))])
        let there = GlassContainer(elements: [GlassElement(shape: .capsule(CGRect(x: 80, y: 60, width: 60, height: 30)))])
        let first = renderer.render(here, over: backdrop, scale: 2)
        let moved = renderer.render(there, over: backdrop, scale: 2)
        let fresh = GlassRenderer().render(there, over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 1)
        // Over a flat backdrop the moved glass is the same picture, offset, as glass baked there anew.
        for (x, y) in [(80, 50), (22, 50), (80, 21), (80, 86), (138, 50)] {
            #expect(moved.luma(x: x + 140, y: y + 100) == fresh.luma(x: x + 140, y: y + 100))
            #expect(abs(moved.luma(x: x + 140, y: y + 100) - first.luma(x: x, y: y)) < 0.004)
        }
    }

    @Test func glassReachingFarOffTheCanvasIsBakedOnlyWhereVisible() {
        let renderer = GlassRenderer()
        let backdrop = Backdrops.busy(width: 100, height: 100)
        let huge = GlassContainer(elements: [GlassElement(shape: .roundedRect(CGRect(x: -5_000, y: 10, width: 10_000, height: 60_000), cornerRadius: 30))])
        let image = renderer.render(huge, over: backdrop, scale: 2)
        #expect(renderer.geometryBakeCount == 1)
        #expect(image.width == 100)
        #expect(image.rgba(atX: 50, y: 50) != backdrop.rgba(atX: 50, y: 50))
    }

    @Test func pathShapedGlassFollowsTheOutline() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 20, y: 20, width: 120, height: 120))
        ring.addEllipse(in: CGRect(x: 50, y: 50, width: 60, height: 60))
        let backdrop = Backdrops.solid(width: 320, height: 320, gray: 0.15)
        // Both ellipses wind the same way: under the non-zero rule the centre is glass too.
        let image = render([GlassElement(shape: .path(ring))], over: backdrop)
        image.writeArtifact("path-glass")
        #expect(image.luma(x: 160, y: 160) > 0.25)
        #expect(image.luma(x: 300, y: 300) < 0.16)
    }

    @Test func badGeometryRendersNothingAndDoesNotCrash() {
        let backdrop = Backdrops.busy(width: 200, height: 200)
        let shapes: [GlassShape] = [
            .capsule(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
            .roundedRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), cornerRadius: 4),
            .ellipse(CGRect(x: 10, y: 10, width: 0, height: 30)),
            .roundedRect(CGRect(x: 10, y: 10, width: 50, height: 50), cornerRadius: -.infinity),
            .capsule(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)),
        ]
        for shape in shapes {
            let image = render([GlassElement(shape: shape)], over: backdrop)
            #expect(image.width == 200)
        }
        #expect(render([], over: backdrop).rgba(atX: 50, y: 50) == backdrop.rgba(atX: 50, y: 50))
        // A NaN radius becomes square corners, not a crash.
        _ = render([GlassElement(shape: .roundedRect(CGRect(x: 10, y: 10, width: 50, height: 50), cornerRadius: .nan))], over: backdrop)
    }
}
