import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@Suite struct ScrollPhysicsTests {
    @Test func theRubberBandResistsMoreTheFurtherItIsPulled() {
        let small = ScrollPhysics.rubberBand(20, dimension: 400)
        let large = ScrollPhysics.rubberBand(400, dimension: 400)
        #expect(small > 0 && small < 20)
        #expect(large < 400 * 0.36, "(1 - 1/(0.55 + 1)) of the view at most for a pull of its length")
        #expect(ScrollPhysics.rubberBand(-20, dimension: 400) == -small)
        #expect(ScrollPhysics.rubberBand(.nan, dimension: 400) == 0)
    }

    @Test func decelerationComesToRestAtTheProjection() {
        let projected = ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998)
        #expect(abs(projected - 499) < 1)
        let far = ScrollPhysics.decelerate(from: 0, velocity: 1000, rate: 0.998, time: 10)
        #expect(abs(far.position - projected) < 1 && abs(far.velocity) < 1)
        #expect(ScrollPhysics.decelerationDuration(velocity: 1000, rate: 0.99) < ScrollPhysics.decelerationDuration(velocity: 1000, rate: 0.998))
        let settled = ScrollPhysics.spring(from: 100, to: 0, velocity: 0, time: 2)
        #expect(abs(settled.position) < 0.5)
    }
}

/// A scroll view driven by scripted touches on a manual clock.
@MainActor
@Suite("UIScrollView", .manualClock)
struct UIScrollViewTests {
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append(decelerate ? "end+" : "end") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("rest") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("animated") }
    }

    private func scene(contentSize: CGSize = CGSize(width: 300, height: 2000)) -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = contentSize
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        return (window, scroll)
    }

    @Test func aSlowDragMovesTheContentWithTheFinger() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene()
        let recorder = Recorder()
        scroll.delegate = recorder
        window.drag(from: CGPoint(x: 150, y: 300), by: CGPoint(x: 0, y: -200), hold: 0.2)
        #expect(abs(scroll.contentOffset.y - 200) < 0.5)
        #expect(scroll.contentOffset.x == 0, "content no wider than the view stays put sideways")
        #expect(recorder.events == ["begin", "end"])
        #expect(!scroll.isDragging && !scroll.isDecelerating)
    }

    @Test func aFlingDeceleratesAndComesToRestInRange() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene()
        let recorder = Recorder()
        scroll.delegate = recorder
        window.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), steps: 6)
        let released = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        TestClock.advance(by: 0.1)
        let early = scroll.contentOffset.y
        #expect(early > released, "content keeps moving after the release")
        for _ in 0..<300 { TestClock.advance(by: 1.0 / 60) }
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset.y > early && scroll.contentOffset.y <= 1600 + 0.5)
        #expect(recorder.events == ["begin", "end+", "rest"])
    }

    @Test func pastTheEdgeTheContentStretchesAndSpringsBack() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene()
        window.drag(from: CGPoint(x: 150, y: 50), by: CGPoint(x: 0, y: 200), hold: 0.2)
        let stretched = scroll.contentOffset.y
        #expect(stretched < -20 && stretched > -200, "the rubber band gives less than the finger: \(stretched)")
        for _ in 0..<90 { TestClock.advance(by: 1.0 / 60) }
        #expect(abs(scroll.contentOffset.y) < 0.5, "back at the top")
        scroll.bounces = false
        window.drag(from: CGPoint(x: 150, y: 50), by: CGPoint(x: 0, y: 200), hold: 0.2)
        #expect(scroll.contentOffset.y == 0, "without bounce the content stops at the edge")
    }

    @Test func pagingSnapsToTheNearestPage() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene(contentSize: CGSize(width: 900, height: 400))
        scroll.isPagingEnabled = true
        window.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -100, y: 0), hold: 0.2)
        for _ in 0..<90 { TestClock.advance(by: 1.0 / 60) }
        #expect(abs(scroll.contentOffset.x) < 0.5, "a third of a page falls back")
        window.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -200, y: 0), hold: 0.2)
        for _ in 0..<90 { TestClock.advance(by: 1.0 / 60) }
        #expect(abs(scroll.contentOffset.x - 300) < 0.5, "two thirds go on to the next page")
    }

    @Test func animatedOffsetsEaseAndReport() {
        TestClock.start()
        defer { TestClock.stop() }
        let (_, scroll) = scene()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        TestClock.advance(by: 0.1)
        #expect(scroll.contentOffset.y > 100 && scroll.contentOffset.y < 600)
        for _ in 0..<30 { TestClock.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset.y == 600)
        #expect(recorder.events == ["animated"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 1550)
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() {
        let (window, scroll) = scene()
        window.injectScroll(CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        #expect(scroll.contentOffset.y == 40)
        scroll.contentOffset = CGPoint(x: 0, y: 1600)
        window.injectScroll(CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        #expect(scroll.contentOffset.y == 1600, "the wheel stops at the end, without bouncing")
    }

    @Test func touchpadScrollingCarriesOnWithMomentumWhenTheFingersLift() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene(contentSize: CGSize(width: 300, height: 20_000))
        let recorder = Recorder()
        scroll.delegate = recorder
        for _ in 0..<10 {
            window.injectScroll(CGPoint(x: 0, y: 12), at: CGPoint(x: 100, y: 100), continuous: true)
            TestClock.advance(by: 1.0 / 60)
        }
        let lifted = scroll.contentOffset.y
        #expect(lifted == 120)
        for _ in 0..<30 { TestClock.advance(by: 1.0 / 60) }
        let coasting = scroll.contentOffset.y
        #expect(coasting > lifted + 100, "the content coasts on after the last delta: \(lifted) → \(coasting)")
        #expect(scroll.isDecelerating)
        for _ in 0..<600 { TestClock.advance(by: 1.0 / 60) }
        let rest = scroll.contentOffset.y
        TestClock.advance(by: 1.0 / 60)
        #expect(scroll.contentOffset.y == rest, "and comes to rest")
        #expect(rest > coasting && rest < lifted + 2_000, "decelerating as a flick does: \(rest)")
        #expect(recorder.events.last == "rest")
    }

    @Test func wheelStepsAndTouchpadMomentumStopAtTheEdges() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene()
        for _ in 0..<5 {
            window.injectScroll(CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
            TestClock.advance(by: 1.0 / 60)
        }
        let stepped = scroll.contentOffset.y
        for _ in 0..<30 { TestClock.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset.y == stepped, "wheel steps land where they point, with no momentum")
        scroll.contentOffset = CGPoint(x: 0, y: 1_400)
        for _ in 0..<6 {
            window.injectScroll(CGPoint(x: 0, y: 30), at: CGPoint(x: 100, y: 100), continuous: true)
            TestClock.advance(by: 1.0 / 60)
        }
        for _ in 0..<300 { TestClock.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset.y == 1_600, "momentum stops at the end of the content: \(scroll.contentOffset.y)")
    }

    @Test func insetsExtendTheRangeAndContentDrawsAtTheOffset() throws {
        let (window, scroll) = scene()
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(scroll.offsetRange.y == -50...1630)
        #expect(scroll.contentOffset.y == -50, "content resting at the top stays at the new top")
        let marker = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 20))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        let image = try #require(window.renderedImage().cgImage)
        let pixel = image.rgba(atX: 150, y: 110)
        #expect(pixel.red > 200 && pixel.green < 80, "content 500 points down shows 100 points from the top")
        scroll.contentSize = CGSize(width: CGFloat.nan, height: 10)
        #expect(scroll.contentSize == .zero)
        scroll.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        #expect(scroll.contentOffset.y.isFinite)
    }
}

/// Scroll views laid out with Auto Layout through their layout guides.
@MainActor
@Suite struct UIScrollViewLayoutGuideTests {
    @Test func constraintsOnTheContentGuideSizeTheContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<30 {
            let label = UILabel()
            label.text = "Row \(index)"
            stack.addArrangedSubview(label)
        }
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor), scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(scroll.frame.size == CGSize(width: 300, height: 400))
        #expect(stack.frame.width == 300)
        #expect(abs(scroll.contentSize.height - (stack.frame.height + 32)) < 0.5)
        #expect(scroll.contentSize.width == 300)
        #expect(scroll.contentSize.height > 400, "thirty rows are taller than the view")
        // Scrolling does not move the content in layout: the stack keeps its frame.
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        window.layoutIfNeeded()
        #expect(stack.frame.minY == 16)
    }
}

extension UIScrollViewTests {
    @Test func badGeometryIsClampedNotFatal() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scroll) = scene(contentSize: CGSize(width: 1e12, height: 1e12))
        scroll.contentInset = UIEdgeInsets(top: .nan, left: .infinity, bottom: 10, right: 0)
        #expect(scroll.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        scroll.setContentOffset(CGPoint(x: 1e11, y: 1e11), animated: true)
        for _ in 0..<30 { TestClock.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y == 1e11)
        window.injectScroll(CGPoint(x: CGFloat.nan, y: 40), at: CGPoint(x: 10, y: 10))
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        #expect(scroll.decelerationRate == .normal)
        window.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), steps: 3)
        for _ in 0..<400 { TestClock.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset.y.isFinite && !scroll.isDecelerating)
    }
}

/// Zooming the delegate's view for zooming.
@MainActor
@Suite struct UIScrollViewZoomTests {
    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        var zooms = 0
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    @Test func zoomScalesTheViewAndTheContentWithinTheLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        let zoomer = Zoomer(photo)
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentSize == CGSize(width: 800, height: 600))
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4, "no further than the maximum")
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 3, "the rectangle fills the view")
        #expect(abs(scroll.contentOffset.x - (125 * 3 - 100)) < 0.5 && abs(scroll.contentOffset.y - (125 * 3 - 75)) < 0.5)
        #expect(zoomer.zooms == 3)
        scroll.minimumZoomScale = .nan
        #expect(scroll.minimumZoomScale == 1)
        let plain = UIScrollView(frame: scroll.frame)
        plain.zoomScale = 3
        #expect(plain.zoomScale == 1, "without a view for zooming nothing zooms")
    }
}
