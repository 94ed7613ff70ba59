import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenQuartzCore

/// The compositor draws animating layers where their animations show them.
extension MediaClockSuites {
@MainActor
@Suite struct PresentationRenderingTests {
    private func scene() -> (root: CALayer, box: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        root.backgroundColor = CGColor.white
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 10, width: 40, height: 40)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(box)
        return (root, box)
    }

    private func isRed(_ image: CGImage, x: CGFloat) -> Bool {
        let p = image.rgba(atX: Int(x), y: 30)
        return p.red > 200 && p.green < 60
    }

    @Test func aMovingLayerIsDrawnAtItsPresentedPlaceAndTheModelStays() {
        MediaClock.current.useManualTime(startingAt: 100)
        defer { MediaClock.current.useSystemTime() }
        let (root, box) = scene()
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 60), scale: 1)
        _ = compositor.render()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 20, y: 30)
        move.toValue = CGPoint(x: 180, y: 30)
        move.duration = 1
        box.position = CGPoint(x: 180, y: 30)
        box.add(move, forKey: "move")
        let changesBefore = box.changeCount

        MediaClock.current.useManualTime(startingAt: 100.5)
        let middle = compositor.render()
        #expect(isRed(middle, x: 100) && !isRed(middle, x: 20) && !isRed(middle, x: 180))
        #expect(compositor.hasRunningAnimations)
        #expect(box.position == CGPoint(x: 180, y: 30), "the model keeps its value")
        #expect(box.changeCount == changesBefore, "showing presentation values is not a change")

        MediaClock.current.useManualTime(startingAt: 101.5)
        let end = compositor.render()
        #expect(isRed(end, x: 180) && !isRed(end, x: 100))
        #expect(!compositor.hasRunningAnimations)
        #expect(box.animationKeys() == nil, "finished animations are dropped")
        _ = compositor.render()
        #expect(compositor.lastDamage == nil, "an ended animation stops costing pixels")
    }

    /// Records what it sees of a layer while the frame runs it.
    private final class MeasuringBackdrop: CABackdropRendering {
        let measured: CALayer
        var seen: [(model: CGRect, shown: CGRect)] = []
        init(measuring layer: CALayer) { measured = layer }
        func renderBackdrop(for layer: CALayer, in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome {
            seen.append((measured.bounds, shown.bounds(of: measured)))
            return .complete
        }
        func backdropReach(for layer: CALayer, shown: LayerPresentation) -> CGRect { shown.bounds(of: layer) }
        func prepareFollowUpPass(for layer: CALayer) {}
    }

    @Test func backdropsMeasureTheFrameAsShownWhileTheModelTreeStaysAsSet() {
        MediaClock.current.useManualTime(startingAt: 300)
        defer { MediaClock.current.useSystemTime() }
        let (root, box) = scene()
        let glass = CALayer()
        glass.frame = CGRect(x: 30, y: 0, width: 50, height: 50)
        let backdrop = MeasuringBackdrop(measuring: box)
        glass.backdropRenderer = backdrop
        root.addSublayer(glass)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 60), scale: 1)
        _ = compositor.render()
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = CGRect(x: 0, y: 0, width: 40, height: 40)
        grow.toValue = CGRect(x: 0, y: 0, width: 80, height: 40)
        grow.duration = 1
        box.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
        box.add(grow, forKey: "grow")
        box.layoutIfNeeded()
        backdrop.seen = []
        MediaClock.current.useManualTime(startingAt: 300.5)
        _ = compositor.render()
        let seen = backdrop.seen.last
        #expect(seen != nil, "damage under the backdrop runs it")
        #expect(seen?.model.width == 80, "the model tree is never set to what the frame shows")
        #expect(seen?.shown.width == 60, "the backdrop measures the animated width")
        #expect(box.needsLayout() == false, "showing an animated size asks for no layout")
    }

    @Test func imagesInAMovingLayerLandOnWholePixelsAndSettleWhereTheyAre() throws {
        MediaClock.current.useManualTime(startingAt: 200)
        defer { MediaClock.current.useSystemTime() }
        let (root, box) = scene()
        box.backgroundColor = nil
        let stripes = try CGContext.bitmap(width: 10, height: 10)
        for column in stride(from: 0, to: 10, by: 2) {
            stripes.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            stripes.fill(CGRect(x: column, y: 0, width: 1, height: 10))
        }
        let picture = CALayer()
        picture.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        picture.contents = stripes.makeImage()
        box.addSublayer(picture)
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 60), scale: 1)
        _ = compositor.render()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 20, y: 30)
        move.toValue = CGPoint(x: 20.5, y: 30)
        move.duration = 1
        box.position = CGPoint(x: 20.5, y: 30)
        box.add(move, forKey: "move")
        MediaClock.current.useManualTime(startingAt: 200.4)
        let moving = compositor.render()
        // Mid-flight the stripes are copied: every pixel is black or white, none grey.
        let row = (0..<30).map { moving.rgba(atX: $0, y: 20).red }
        #expect(row.allSatisfy { $0 < 5 || $0 > 250 }, "\(row)")
        MediaClock.current.useManualTime(startingAt: 201.5)
        let settled = compositor.render()
        // At rest on a half pixel the image is filtered as Core Animation filters it.
        let greys = (0..<30).map { settled.rgba(atX: $0, y: 20).red }.filter { $0 > 40 && $0 < 215 }
        #expect(!greys.isEmpty)
    }

    @Test func aFadeRedrawsEveryFrameWithoutMoving() {
        MediaClock.current.useManualTime(startingAt: 10)
        defer { MediaClock.current.useSystemTime() }
        let (root, box) = scene()
        let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 200, height: 60), scale: 1)
        _ = compositor.render()
        box.fadeOutOverOneSecond()
        var greens: [UInt8] = []
        for step in 1...3 {
            MediaClock.current.useManualTime(startingAt: 10 + Double(step) * 0.25)
            let frame = compositor.render()
            #expect(compositor.lastDamage?.contains(CGRect(x: 0, y: 10, width: 40, height: 40)) == true)
            greens.append(frame.rgba(atX: 20, y: 30).green)
        }
        #expect(greens[0] < greens[1] && greens[1] < greens[2], "the red box fades towards white")
    }

    @Test func repetitionAutoreversalAndBackwardsFill() {
        MediaClock.current.useManualTime(startingAt: 0)
        defer { MediaClock.current.useSystemTime() }
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = Float(0)
        pulse.toValue = Float(1)
        pulse.duration = 1
        pulse.repeatCount = 2
        pulse.autoreverses = true
        pulse.beginTime = 1
        pulse.fillMode = .backwards
        #expect(pulse.activeDuration == 4)
        layer.add(pulse, forKey: "pulse")
        func opacity(at t: Double) -> Float {
            MediaClock.current.useManualTime(startingAt: t)
            return layer.presentation()!.opacity
        }
        #expect(opacity(at: 0.5) == 0, "the start value fills the delay")
        #expect(abs(opacity(at: 1.5) - 0.5) < 0.01)
        #expect(abs(opacity(at: 2.0) - 1) < 0.01)
        #expect(abs(opacity(at: 2.75) - 0.25) < 0.01, "reversing")
        #expect(abs(opacity(at: 3.5) - 0.5) < 0.01, "second cycle")
        #expect(opacity(at: 5.5) == 1, "after the end: the model value")
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.repeatCount = .infinity
        #expect(forever.activeDuration == .infinity)
    }
}
}
