import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Two regions, the left and right halves, lifted; records what it hears.
@MainActor
private final class HalvesPointer: UIPointerInteractionDelegate {
    var entries: [String] = []

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let half = defaultRegion.rect.divided(atDistance: defaultRegion.rect.width / 2, from: .minXEdge)
        let left = request.location.x < defaultRegion.rect.midX
        return UIPointerRegion(rect: left ? half.slice : half.remainder, identifier: left ? "left" : "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        entries.append("enter \(region.identifier!)")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        entries.append("exit \(region.identifier!)")
        animator.addCompletion { [unowned self] in entries.append("gone") }
    }
}

@MainActor
@Suite("Pointer hover", .manualClock)
struct UIPointerInteractionTests {
    private func scene(_ view: UIView) -> (UIWindow, UIView) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        root.view.addSubview(view)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        return (window, root.view)
    }

    @Test func hoverRecognizersFollowThePointerAndIgnoreTouches() {
        let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
        var states: [UIGestureRecognizer.State] = []
        var points: [CGPoint] = []
        let hover = UIHoverGestureRecognizer()
        hover.actions.append { recognizer in
            states.append(recognizer.state)
            points.append(recognizer.location(in: card))
        }
        card.addGestureRecognizer(hover)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.actions.append { _ in taps += 1 }
        card.addGestureRecognizer(tap)
        let (window, _) = scene(card)
        window.injectHover(at: CGPoint(x: 20, y: 20))
        #expect(states.isEmpty, "outside the card")
        window.injectHover(at: CGPoint(x: 60, y: 210))
        window.injectHover(at: CGPoint(x: 70, y: 220))
        #expect(states == [.began, .changed] && points.last == CGPoint(x: 20, y: 20))
        window.tap(at: CGPoint(x: 70, y: 220))
        #expect(taps == 1 && hover.state == .changed, "a click leaves the hover alone")
        window.injectHover(at: nil)
        #expect(states == [.began, .changed, .ended] && hover.state == .possible)
    }

    @Test func aSmallViewGetsAHighlightPlatterByDefault() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let chip = UIView(frame: CGRect(x: 100, y: 300, width: 60, height: 30))
        chip.addInteraction(UIPointerInteraction(delegate: nil))
        let (window, screen) = scene(chip)
        window.injectHover(at: CGPoint(x: 120, y: 310))
        finishTransitions(in: window)
        let platter = try #require(screen.subviews.first)
        #expect(platter !== chip && screen.subviews.firstIndex(of: platter)! < screen.subviews.firstIndex(of: chip)!, "behind the view")
        #expect(platter.frame == CGRect(x: 94, y: 296, width: 72, height: 38) && platter.alpha == 1)
        window.injectHover(at: CGPoint(x: 300, y: 600))
        finishTransitions(in: window)
        #expect(screen.subviews == [chip], "gone once the pointer leaves")
    }

    @Test func regionsRestyleAsThePointerCrossesThemAndTheLiftIsUndone() {
        TestClock.start()
        defer { TestClock.stop() }
        let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
        let delegate = HalvesPointer()
        card.addInteraction(UIPointerInteraction(delegate: delegate))
        let (window, _) = scene(card)
        window.injectHover(at: CGPoint(x: 60, y: 250))
        finishTransitions(in: window)
        #expect(card.transform.a > 1.03 && card.layer.shadowOpacity > 0, "lifted: \(card.transform)")
        window.injectHover(at: CGPoint(x: 80, y: 250))
        #expect(delegate.entries == ["enter left"], "the same region keeps its style")
        window.injectHover(at: CGPoint(x: 200, y: 250))
        finishTransitions(in: window)
        #expect(delegate.entries == ["enter left", "exit left", "enter right", "gone"])
        window.injectHover(at: nil)
        finishTransitions(in: window)
        #expect(card.transform == .identity && card.layer.shadowOpacity == 0 && delegate.entries.last == "gone")
    }

    @Test func buttonsOfferTheirOutlineToTheStyleProvider() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Edit"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 300, width: 80, height: 34)
        #expect(button.interactions.isEmpty, "off by default")
        button.isPointerInteractionEnabled = true
        var proposed: UIPointerShape?
        button.pointerStyleProvider = { _, effect, shape in
            proposed = shape
            return UIPointerStyle(effect: .highlight(effect.preview), shape: shape)
        }
        let (window, screen) = scene(button)
        window.injectHover(at: CGPoint(x: 140, y: 317))
        finishTransitions(in: window)
        guard case .roundedRect(let rect, _) = proposed else { Issue.record("no rounded outline proposed"); return }
        #expect(rect == CGRect(x: -6, y: -4, width: 92, height: 42))
        #expect(screen.subviews.count == 2 && screen.subviews[0].frame == CGRect(x: 94, y: 296, width: 92, height: 42))
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
    }
}
