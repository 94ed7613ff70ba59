import Foundation
import Observation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

@Observable @MainActor
final class DimmingModel {
    var isDimmed = false
}

/// A view whose `updateProperties()` sets its alpha from a model.
final class DimmableView: UIView {
    let model: DimmingModel
    init(model: DimmingModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    required init?(coder: NSCoder) { nil }
    override func updateProperties() {
        super.updateProperties()
        alpha = model.isDimmed ? 0.2 : 1
    }
}

/// Seed 000's pattern: filter pills flow into the search bar and disappear.
@MainActor
func collapseFilters(_ filters: [UIVisualEffectView], into searchBar: UIVisualEffectView, in container: UIVisualEffectView) {
    let target = searchBar.frame
    UIView.animate(withDuration: 0.4) {
        for filter in filters {
            filter.frame = target
            filter.alpha = 0
        }
        searchBar.alpha = 1
    } completion: { _ in
        for filter in filters { filter.removeFromSuperview() }
    }
}

extension SharedSettingsSuites {
@MainActor
@Suite("Glass and observable changes in animations", .manualClock)
struct GlassAnimationTests {
    private let glassRect = CGRect(x: 40, y: 40, width: 160, height: 80)
    private let probe = CGRect(x: 100, y: 70, width: 40, height: 20)

    @Test func settingGlassInAnAnimationMaterializesIt() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = GlassFixtures.stripedWindow()
        let glass = UIVisualEffectView(effect: nil)
        glass.frame = glassRect
        root.addSubview(glass)
        let bare = GlassFixtures.variance(window.renderedImage(), probe)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { glass.effect = UIGlassEffect() }
        #expect(glass.effect is UIGlassEffect, "the model changes at once")
        let start = GlassFixtures.variance(window.renderedImage(), probe)
        TestClock.advance(by: 0.5)
        let middle = GlassFixtures.variance(window.renderedImage(), probe)
        TestClock.advance(by: 0.6)
        let end = GlassFixtures.variance(window.renderedImage(), probe)
        #expect(abs(start - bare) < 0.02, "nothing formed yet")
        #expect(middle < bare * 0.8 && middle > end + 0.01, "half formed: part frosted")
        #expect(end < 0.01, "fully formed glass frosts the stripes")
    }

    @Test func settingNilInAnAnimationDematerializesTheGlass() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = GlassFixtures.stripedWindow()
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = glassRect
        root.addSubview(glass)
        let formed = GlassFixtures.variance(window.renderedImage(), probe)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { glass.effect = nil }
        #expect(glass.effect == nil)
        TestClock.advance(by: 0.5)
        let middle = GlassFixtures.variance(window.renderedImage(), probe)
        TestClock.advance(by: 0.6)
        let gone = GlassFixtures.variance(window.renderedImage(), probe)
        #expect(formed < 0.01)
        #expect(middle > formed + 0.01 && middle < gone * 0.8, "half gone")
        #expect(gone > 0.2, "the stripes show plainly again")
    }

    @Test func movingGlassTogetherInAContainerGrowsABridgeMidway() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, container) = GlassFixtures.containerWindow(spacing: 50)
        let left = UIVisualEffectView(effect: UIGlassEffect())
        left.frame = CGRect(x: 20, y: 50, width: 70, height: 50)
        let right = UIVisualEffectView(effect: UIGlassEffect())
        right.frame = CGRect(x: 150, y: 50, width: 70, height: 50)
        container.contentView.addSubview(left)
        container.contentView.addSubview(right)
        let gap = CGRect(x: 98, y: 70, width: 5, height: 10)
        let apart = GlassFixtures.variance(window.renderedImage(), gap)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { right.frame.origin.x = 70 }
        // Midway the gap is 20 pt: under half the spacing, where droplets bridge.
        TestClock.advance(by: 0.5)
        let midway = window.renderedImage()
        #expect(apart > 0.2, "60 pt apart: the stripes show in the gap")
        #expect(GlassFixtures.variance(midway, gap) < 0.03, "midway the gap has turned to glass")
        TestClock.advance(by: 1)
        #expect(GlassFixtures.variance(window.renderedImage(), CGRect(x: 100, y: 70, width: 30, height: 10)) < 0.01,
                "the glass at its destination")
        #expect(GlassFixtures.variance(window.renderedImage(), CGRect(x: 165, y: 70, width: 60, height: 10)) > 0.2,
                "no glass left behind where it started")
    }

    @Test func glassCornersAnimateBetweenConfigurations() {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .systemRed
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 40, y: 30, width: 120, height: 50)   // a capsule: radius 25
        window.addSubview(glass)
        /// How far a pixel near the top-left corner is from the red backdrop (light glass over
        /// it lifts the red toward white: its green channel rises).
        func glassiness(_ image: UIImage, inset: CGFloat) -> Int {
            let backdrop = Int(image.cgImage!.rgba(atX: 2, y: 2).green)
            return abs(Int(image.cgImage!.rgba(atX: Int((40 + inset) * 2), y: Int((30 + inset) * 2)).green) - backdrop)
        }
        let capsule = window.renderedImage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { glass.cornerConfiguration = .fixed(0) }
        #expect(glass.effectiveRadius(corner: .topLeft) == 0, "the model changes at once")
        TestClock.advance(by: 0.5)
        let middle = window.renderedImage()
        TestClock.advance(by: 0.6)
        let square = window.renderedImage()
        #expect(glassiness(capsule, inset: 6) < 40, "inside the capsule's round corner: backdrop")
        #expect(glassiness(middle, inset: 6) > glassiness(capsule, inset: 6) + 40, "radius 12.5 midway reaches further into the corner")
        #expect(glassiness(middle, inset: 1) < 40, "but not to the very corner")
        #expect(glassiness(square, inset: 1) > 60, "square at the end")
    }

    @Test func filtersCollapseIntoTheSearchBarAndFadeAsGlass() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, container) = GlassFixtures.containerWindow(spacing: 30)
        let searchBar = UIVisualEffectView(effect: UIGlassEffect())
        searchBar.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        let filters = [30.0, 130.0].map { x -> UIVisualEffectView in
            let filter = UIVisualEffectView(effect: UIGlassEffect())
            filter.frame = CGRect(x: x, y: 100, width: 80, height: 40)
            return filter
        }
        for view in [searchBar] + filters { container.contentView.addSubview(view) }
        let pill = CGRect(x: 55, y: 115, width: 30, height: 10)
        let before = GlassFixtures.variance(window.renderedImage(), pill)
        collapseFilters(filters, into: searchBar, in: container)
        TestClock.advance(by: 0.2)
        let midway = window.renderedImage()
        let movedPill = filters[0].layer.presentation()!.frame
        TestClock.advance(by: 0.3)
        let after = GlassFixtures.variance(window.renderedImage(), pill)
        #expect(before < 0.01, "the pill frosts the stripes")
        #expect(movedPill.minY < 100 && movedPill.minY > 20, "midway the pill is on its way up")
        let region = CGRect(x: movedPill.midX - 10, y: movedPill.midY - 4, width: 20, height: 8)
        #expect(GlassFixtures.variance(midway, region) < 0.2, "half-faded glass still frosts where the pill is now")
        #expect(after > 0.2, "gone from where it was")
        #expect(filters.allSatisfy { $0.superview == nil }, "the completion removed them")
    }

    @Test func plainViewCornersAnimateThroughTheLayerRadius() {
        TestClock.start()
        defer { TestClock.stop() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.cornerConfiguration = .fixed(20) }
        TestClock.advance(by: 0.5)
        #expect(abs(card.layer.presentation()!.cornerRadius - 10) < 0.01)
        #expect(card.layer.cornerRadius == 20)
    }

    @Test func flushUpdatesAnimatesWhatAnObservableChangeCauses() {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.makeKeyAndVisible()
        let model = DimmingModel()
        let view = DimmableView(model: model)
        window.addSubview(view)
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) { model.isDimmed = true }
        #expect(abs(view.alpha - 0.2) < 0.001, "the update ran inside the animation")
        TestClock.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.6) < 0.01)

        TestClock.advance(by: 1)
        UIView.animate(withDuration: 1) { model.isDimmed = false }
        window.layoutIfNeeded()
        #expect(view.alpha == 1)
        #expect(view.layer.animation(forKey: "opacity") == nil, "without the option the change is not animated")
    }

    @Test func repeatingAutoreversingViewAnimation() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 }, completion: { _ in finished = true })
        TestClock.advance(by: 1.5)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 0.01)
        TestClock.advance(by: 0.25)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.75) < 0.01, "coming back")
        TestClock.advance(by: 10)
        #expect(view.layer.animation(forKey: "opacity") != nil && !finished, "repeats for ever")
    }
}
}
