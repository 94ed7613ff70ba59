import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Black bands 4 points high every 8 points: content whose legibility is easy to measure.
@MainActor
final class StripesView: UIView {
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(UIColor.black.cgColor)
        var y: CGFloat = 0
        while y < bounds.height {
            context.fill(CGRect(x: 0, y: y, width: bounds.width, height: 4))
            y += 8
        }
    }
}

@MainActor
@Suite("Scroll edge effects", .serialized)
struct ScrollEdgeEffectTests {
    struct Scene {
        let window: UIWindow
        let scrollView: UIScrollView
        let container: UIView
        let interaction: UIScrollEdgeElementContainerInteraction
    }

    /// A striped scroll view under a 60-point container of floating elements at `edge`.
    private func scene(edge: UIRectEdge = .top, background: UIColor = .white) -> Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = background
        let stripes = StripesView(frame: CGRect(x: 0, y: 0, width: 200, height: 2_000))
        scrollView.addSubview(stripes)
        scrollView.contentSize = stripes.frame.size
        window.addSubview(scrollView)
        let container = UIView(frame: edge == .bottom ? CGRect(x: 0, y: 240, width: 200, height: 60) : CGRect(x: 0, y: 0, width: 200, height: 60))
        container.addSubview(UIView(frame: container.bounds))
        window.addSubview(container)
        let interaction = UIScrollEdgeElementContainerInteraction()
        interaction.scrollView = scrollView
        interaction.edge = edge
        container.addInteraction(interaction)
        window.layoutIfNeeded()
        return Scene(window: window, scrollView: scrollView, container: container, interaction: interaction)
    }

    /// How much the stripes still show around `y` (points): the spread of luma down a column.
    private func contrast(_ image: CGImage, at y: CGFloat) -> Int {
        let lumas = (Int((y - 4) * 2)...Int((y + 4) * 2)).map { row in
            let p = image.rgba(atX: 200, y: max(0, min(image.height - 1, row)))
            return (Int(p.red) * 2126 + Int(p.green) * 7152 + Int(p.blue) * 722) / 10_000
        }
        return lumas.max()! - lumas.min()!
    }

    private func luma(_ image: CGImage, at y: CGFloat) -> Int {
        let p = image.rgba(atX: 200, y: Int(y * 2))
        return (Int(p.red) * 2126 + Int(p.green) * 7152 + Int(p.blue) * 722) / 10_000
    }

    @Test func theSoftEffectDissolvesContentProgressivelyUnderFloatingElements() throws {
        let scene = scene()
        let image = try #require(scene.window.renderedImage().cgImage)
        let atEdge = contrast(image, at: 5), underElements = contrast(image, at: 45), pastReach = contrast(image, at: 120)
        #expect(pastReach > 200, "content beyond the effect is untouched: \(pastReach)")
        #expect(atEdge < 40, "at the edge the stripes have nearly gone: \(atEdge)")
        #expect(atEdge < underElements && underElements < pastReach, "the effect weakens with distance from the edge: \(atEdge), \(underElements), \(pastReach)")
        #expect(luma(image, at: 5) > 200, "it dissolves into the white background, not into grey")
        #expect(scene.scrollView.topEdgeEffect.style == .automatic)
    }

    @Test func theEffectStaysAtTheEdgeAsAPlainScrollViewScrolls() throws {
        let scene = scene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 503)
        scene.window.layoutIfNeeded()
        let band = try #require(scene.scrollView.subviews.first { $0 is ScrollEdgeEffectView })
        #expect(band.frame.minY == 503, "the band follows the visible area: \(band.frame)")
        let image = try #require(scene.window.renderedImage().cgImage)
        #expect(contrast(image, at: 5) < 40 && contrast(image, at: 120) > 200, "and still dissolves the content at the edge")
    }

    @Test func theHardEffectCoversContentUpToADividingLine() throws {
        let scene = scene()
        scene.scrollView.topEdgeEffect.style = .hard
        scene.window.layoutIfNeeded()
        let image = try #require(scene.window.renderedImage().cgImage)
        #expect(contrast(image, at: 30) < 25, "under the elements the content is covered")
        #expect(contrast(image, at: 80) > 200, "right past them it is untouched")
        let covered = luma(image, at: 50), divider = luma(image, at: 59.75)
        #expect(covered - divider > 15, "a dividing line ends the effect: \(covered) above, \(divider) on the line")
    }

    @Test func hiddenEffectsAndUnregisteredContainersLeaveContentAlone() throws {
        let scene = scene()
        scene.scrollView.topEdgeEffect.isHidden = true
        scene.window.layoutIfNeeded()
        #expect(contrast(try #require(scene.window.renderedImage().cgImage), at: 5) > 200, "a hidden effect draws nothing")
        scene.scrollView.topEdgeEffect.isHidden = false
        scene.container.removeInteraction(scene.interaction)
        scene.window.layoutIfNeeded()
        #expect(contrast(try #require(scene.window.renderedImage().cgImage), at: 5) > 200, "without floating elements there is no effect")
        #expect(scene.scrollView.subviews.allSatisfy { !($0 is ScrollEdgeEffectView) })
    }

    @Test func theBottomEdgeAndADarkBackgroundWorkTheSameWay() throws {
        let scene = scene(edge: .bottom, background: UIColor(white: 0.1, alpha: 1))
        let image = try #require(scene.window.renderedImage().cgImage)
        #expect(contrast(image, at: 295) < 40, "the bottom edge dissolves: \(contrast(image, at: 295))")
        #expect(contrast(image, at: 150) > 15, "the middle is untouched")
        #expect(luma(image, at: 295) < 60, "into the dark background")
    }

    @Test func reduceTransparencyMakesTheEffectFirm() throws {
        let scene = scene()
        UIAccessibility.setSimulatedSettings(.init(isReduceTransparencyEnabled: true))
        defer { UIAccessibility.setSimulatedSettings(.init()) }
        let image = try #require(scene.window.renderedImage().cgImage)
        #expect(contrast(image, at: 45) < 25, "content under the elements is covered firmly")
    }

    @Test func aHeaderInTheContentInsetStaysSharpUntilContentScrollsUnder() throws {
        let scene = scene()
        // The stripes sit above the content, in a 120-point inset, as a header would.
        let header = StripesView(frame: CGRect(x: 0, y: -120, width: 200, height: 120))
        scene.scrollView.addSubview(header)
        scene.scrollView.contentInset.top = 120
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -120)
        scene.window.layoutIfNeeded()
        #expect(contrast(try #require(scene.window.renderedImage().cgImage), at: 5) > 200, "at rest nothing but the header is under the bar")
        #expect(scene.scrollView.subviews.allSatisfy { !($0 is ScrollEdgeEffectView) })
        // Scrolled until content (not the header) reaches under the 60-point container.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -50)
        scene.window.layoutIfNeeded()
        #expect(contrast(try #require(scene.window.renderedImage().cgImage), at: 5) < 40, "content under the bar switches the effect on")
    }
}
