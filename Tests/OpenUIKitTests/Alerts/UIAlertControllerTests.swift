import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIAlertController", .manualClock)
struct UIAlertControllerTests {
    private func present(_ alert: UIAlertController) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = presentationScene(root)
        root.present(alert, animated: true)
        finishTransitions(in: window)
        return (window, root)
    }

    private func buttons(_ alert: UIAlertController) -> [UIButton] {
        alert.actions.compactMap(\.button)
    }

    private func tap(_ view: UIView, in window: UIWindow) {
        window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    @Test func anAlertCentresOnGlassWithTwoShortActionsSideBySide() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let alert = UIAlertController(title: "Delete “Monstera”?", message: "Its watering history goes too.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.modalPresentationStyle == .custom)
        let (window, root) = present(alert)
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        let panel = try #require(alert.presentationController?.presentedView)
        #expect(isClose(panel.frame.width, 318), "320 at most, 36 pt from the sides: \(panel.frame)")
        #expect(isClose(panel.frame.midX, 195) && isClose(panel.frame.midY, 47 + (844 - 47 - 34) / 2), "centred in the safe area")
        let cancel = try #require(alert.actions.last?.button), destructive = try #require(delete.button)
        #expect(isClose(cancel.frame.height, 48) && isClose(cancel.frame.width, destructive.frame.width))
        #expect(isClose(cancel.frame.minY, destructive.frame.minY) && cancel.frame.maxX < destructive.frame.minX,
                "side by side, the cancel action on the leading side")
        #expect(isClose(panel.bounds.maxY - cancel.convert(cancel.bounds, to: panel).maxY, 16), "16 pt under the buttons")
        #expect(destructive.configuration?.baseForegroundColor == .systemRed)
        let pixels = try #require(window.renderedImage().cgImage)
        let outside = pixels.rgba(atX: 20, y: 400)
        #expect(outside.red < 200, "the screen behind is dimmed: \(outside)")
        _ = window
    }

    @Test func moreActionsStackWithTheCancelActionLastAndThePreferredOneFilled() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let alert = UIAlertController(title: "Water now?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let now = UIAlertAction(title: "Water All Plants Now", style: .default)
        alert.addAction(now)
        alert.addAction(UIAlertAction(title: "Remind Me Tomorrow", style: .default))
        alert.preferredAction = now
        let (window, _) = present(alert)
        let frames = [alert.actions[1], alert.actions[2], alert.actions[0]].compactMap { $0.button?.frame }
        #expect(frames.count == 3 && frames[0].maxY < frames[1].minY && frames[1].maxY < frames[2].minY, "stacked, cancel last: \(frames)")
        #expect(isClose(frames[1].minY - frames[0].maxY, 10))
        #expect(now.button?.configuration?.baseForegroundColor == .white, "the preferred action is filled")
        _ = window
    }

    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        var log: [String] = []
        var root: UIViewController?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.append("\(action.title ?? "") presented: \(root?.presentedViewController != nil)")
        })
        let (window, presenter) = present(alert)
        root = presenter
        let ok = try #require(alert.actions[0].button)
        tap(ok, in: window)
        #expect(log.isEmpty, "the handler waits for the alert to go")
        finishTransitions(in: window)
        #expect(log == ["OK presented: false"], "then runs with the alert gone, free to present again")
        #expect(alert.view.window == nil)
    }

    @Test func anAlertIgnoresTapsOutsideAndDisabledActions() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        var chosen = 0
        let save = UIAlertAction(title: "Save", style: .default) { _ in chosen += 1 }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (window, root) = present(alert)
        window.tap(at: CGPoint(x: 20, y: 120))
        finishTransitions(in: window)
        #expect(root.presentedViewController === alert, "an alert waits for a choice")
        let button = try #require(save.button)
        #expect(!button.isEnabled)
        tap(button, in: window)
        finishTransitions(in: window)
        #expect(chosen == 0 && root.presentedViewController === alert)
        save.isEnabled = true
        #expect(button.isEnabled, "enabling the action enables its button")
        tap(button, in: window)
        finishTransitions(in: window)
        #expect(chosen == 1 && root.presentedViewController == nil)
    }

    @Test func anActionSheetRisesFromTheBottomAndATapOutsideCancels() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let sheet = UIAlertController(title: nil, message: "Move “Fern” to", preferredStyle: .actionSheet)
        var log: [String] = []
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        sheet.addAction(UIAlertAction(title: "Kitchen", style: .default) { _ in log.append("kitchen") })
        sheet.addAction(UIAlertAction(title: "Balcony", style: .default))
        let (window, root) = present(sheet)
        let panel = try #require(sheet.presentationController?.presentedView)
        #expect(isClose(panel.frame.maxY, 844 - 8) && isClose(panel.frame.minX, 8) && isClose(panel.frame.width, 374),
                "8 pt from the screen's sides and bottom: \(panel.frame)")
        let cancel = try #require(sheet.actions[0].button)
        let cancelInPanel = cancel.convert(cancel.bounds, to: panel)
        #expect(isClose(panel.bounds.maxY - cancelInPanel.maxY, 26), "clear of the home indicator")
        let others = sheet.actions.dropFirst().compactMap { $0.button?.frame.minY }
        #expect(others.count == 2 && others[0] < others[1] && others[1] < cancel.frame.minY, "in order, the cancel action last")
        window.tap(at: CGPoint(x: 195, y: 150))
        finishTransitions(in: window)
        #expect(log == ["cancel"] && root.presentedViewController == nil, "a tap outside chooses cancel")
    }

    @Test func misuseIsLoggedAndIgnoredNotFatal() {
        let alert = UIAlertController(title: "A", message: "B", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        #expect(alert.actions.count == 1, "one cancel action at most")
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil, "a preferred action must have been added")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil, "action sheets have no text fields")
        let copy = alert.actions[0].copy() as? UIAlertAction
        #expect(copy?.title == "Cancel" && copy?.style == .cancel && copy !== alert.actions[0])
    }

    @Test func textFieldsSitAboveTheButtonsAndHugeMessagesScroll() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let alert = UIAlertController(title: "New Plant", message: String(repeating: "A very long message. ", count: 400), preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "Add", style: .default))
        let (window, _) = present(alert)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name")
        #expect(isClose(fields[1].frame.minY - fields[0].frame.maxY, 8) && fields[1].frame.maxY < (alert.actions[0].button?.frame.minY ?? 0))
        let panel = try #require(alert.presentationController?.presentedView)
        #expect(panel.frame.minY >= 47 && panel.frame.maxY <= 844 - 34, "kept within the safe area: \(panel.frame)")
        let scrollView = try #require(alert.view.subviews.first as? UIScrollView)
        #expect(scrollView.contentSize.height > panel.frame.height, "the rest scrolls")

        let empty = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        empty.title = String(repeating: "x", count: 10)
        let (_, _) = present(empty)
        #expect((empty.presentationController?.presentedView?.frame.height ?? 0) > 0)
        _ = window
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var chosen: [String] = []
        func alert() -> UIAlertController {
            let alert = UIAlertController(title: "Water now?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            let water = UIAlertAction(title: "Water", style: .default) { _ in chosen.append("Water") }
            alert.addAction(water)
            alert.addAction(UIAlertAction(title: "Later", style: .default) { _ in chosen.append("Later") })
            alert.preferredAction = water
            return alert
        }
        let first = alert()
        let (window, root) = present(first)
        window.injectKey(.keyboardReturnOrEnter)
        finishTransitions(in: window)
        #expect(chosen == ["Water"] && root.presentedViewController == nil)
        root.present(alert(), animated: true)
        finishTransitions(in: window)
        window.injectKey(.keyboardEscape)
        finishTransitions(in: window)
        #expect(chosen == ["Water", "Cancel"] && root.presentedViewController == nil)
    }

    @Test func anAlertWithATextFieldFocusesItAndReturnSubmits() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var submitted: String?
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in submitted = alert?.textFields?.first?.text }
        alert.addAction(save)
        alert.preferredAction = save
        let (window, _) = present(alert)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        for character in "Fern" {
            window.injectKey(.keyboardA, characters: String(character), charactersIgnoringModifiers: String(character))
        }
        window.injectKey(.keyboardReturnOrEnter)
        finishTransitions(in: window)
        #expect(submitted == "Fern")
    }
}
