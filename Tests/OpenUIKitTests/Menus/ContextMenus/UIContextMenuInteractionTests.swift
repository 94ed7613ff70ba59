import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Answers with a Share/Delete menu (and optionally a preview) and records what it hears.
@MainActor
private final class ContextMenuJournal: UIContextMenuInteractionDelegate {
    var entries: [String] = []
    var offersMenu = true
    var preview: UIViewController?
    var locations: [CGPoint] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        guard offersMenu else { return nil }
        var provider: UIContextMenuContentPreviewProvider?
        if let preview { provider = { preview } }
        return UIContextMenuConfiguration(identifier: "poster" as NSString, previewProvider: provider) { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Share") { [unowned self] _ in entries.append("share") },
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in entries.append("delete") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        entries.append("display \(configuration.identifier)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        entries.append("end")
        animator?.addCompletion { [unowned self] in entries.append("ended") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        entries.append("commit")
        animator.addCompletion { [unowned self] in entries.append("show preview") }
    }
}

@MainActor
@Suite("UIContextMenuInteraction", .manualClock)
struct UIContextMenuInteractionTests {
    private func scene(posterAt frame: CGRect) -> (UIWindow, UIView, ContextMenuJournal, UIContextMenuInteraction) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let poster = UIView(frame: frame)
        poster.backgroundColor = .systemOrange
        root.view.addSubview(poster)
        let journal = ContextMenuJournal()
        let interaction = UIContextMenuInteraction(delegate: journal)
        poster.addInteraction(interaction)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        return (window, poster, journal, interaction)
    }

    @Test func aLongPressLiftsTheViewAndOpensTheMenuBesideIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, poster, journal, interaction) = scene(posterAt: CGRect(x: 40, y: 150, width: 160, height: 200))
        window.touchDown(at: CGPoint(x: 100, y: 250))
        TestClock.advance(by: 0.6)
        window.touchUp(at: CGPoint(x: 100, y: 250))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(journal.entries == ["display poster"] && journal.locations == [CGPoint(x: 60, y: 100)])
        #expect(interaction.menuAppearance == .rich && interaction.location(in: poster) == CGPoint(x: 60, y: 100))
        let lifted = try #require(overlay.subviews.first { $0 is UIImageView })
        #expect(lifted.frame == CGRect(x: 40, y: 150, width: 160, height: 200), "the picture sits over the view")
        #expect(overlay.chrome.frame.minY >= lifted.frame.maxY + 12 - 0.5, "the menu opens below it: \(overlay.chrome.frame)")
        #expect(overlay.subviews.contains { $0 is UIVisualEffectView }, "over a blurred backdrop")
        #expect(poster.alpha == 0, "the picture stands in for the view")
        window.tap(at: try menuRowCentre("Share", in: window))
        finishTransitions(in: window)
        #expect(journal.entries == ["display poster", "end", "share", "ended"])
        #expect(MenuOverlayView.shown(in: window) == nil && interaction.menuAppearance == .unknown)
        #expect(poster.alpha == 1, "and the view is back")
    }

    @Test func aViewLowOnTheScreenHasItsMenuAboveAndASecondaryClickOpensIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, journal, interaction) = scene(posterAt: CGRect(x: 200, y: 640, width: 150, height: 120))
        window.secondaryClick(at: CGPoint(x: 260, y: 700))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(overlay.chrome.frame.maxY <= 640 - 12 + 0.5 && overlay.chrome.frame.maxX <= 350 + 0.5, "above, trailing-aligned: \(overlay.chrome.frame)")
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Delete", "Share"], "priority order when it opens upward")
        interaction.updateVisibleMenu { menu in menu.replacingChildren([UIAction(title: "Only") { _ in }]) }
        finishTransitions(in: window)
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Only"])
        interaction.dismissMenu()
        finishTransitions(in: window)
        #expect(MenuOverlayView.shown(in: window) == nil && journal.entries.last == "ended")
        journal.offersMenu = false
        window.secondaryClick(at: CGPoint(x: 260, y: 700))
        #expect(MenuOverlayView.shown(in: window) == nil, "no configuration, no menu")
    }

    @Test func aTapOnThePreviewCommitsIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, _, journal, _) = scene(posterAt: CGRect(x: 40, y: 300, width: 100, height: 100))
        let preview = UIViewController()
        preview.view.backgroundColor = .systemTeal
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        journal.preview = preview
        window.secondaryClick(at: CGPoint(x: 90, y: 350))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        let shown = preview.view.convert(preview.view.bounds, to: nil)
        #expect(preview.view.superview === overlay && isClose(shown.width, 300) && isClose(shown.midX, 195), "centred: \(shown)")
        window.tap(at: CGPoint(x: shown.midX, y: shown.midY))
        finishTransitions(in: window)
        #expect(journal.entries == ["display poster", "commit", "end", "ended", "show preview"])
    }
}
