import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Menus on buttons and bar items", .manualClock)
struct MenuPresentationTests {
    /// A screen with a button near its top leading corner and a view underneath that
    /// counts taps.
    private final class Screen: UIViewController {
        let button = UIButton(configuration: .glass())
        var backgroundTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let tap = UITapGestureRecognizer()
            tap.actions.append { [weak self] recognizer in if recognizer.state == .ended { self?.backgroundTaps += 1 } }
            view.addGestureRecognizer(tap)
            button.configuration?.title = "More"
            button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            view.addSubview(button)
        }
    }

    private func scene(_ menu: UIMenu, primary: Bool = true) -> (UIWindow, Screen) {
        let screen = Screen()
        let window = presentationScene(screen)
        screen.button.menu = menu
        screen.button.showsMenuAsPrimaryAction = primary
        return (window, screen)
    }

    private func centre(_ view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private func row(_ title: String, in window: UIWindow) throws -> MenuItemView {
        let overlay = try #require(MenuOverlayView.shown(in: window))
        return try #require(overlay.list.itemViews.first { $0.accessibilityLabel == title })
    }

    private func settle(_ window: UIWindow) { finishTransitions(in: window) }

    @Test func aTouchShowsTheMenuOutOfTheButtonAndATapOnARowPerformsItsAction() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed: [(String, Any?)] = []
        let menu = UIMenu(children: [
            UIAction(title: "Water", image: UIImage(systemName: "heart")) { action in performed.append((action.title, action.sender)) },
            UIAction(title: "Rename") { action in performed.append((action.title, action.sender)) },
        ])
        let (window, screen) = scene(menu)
        var events: [String] = []
        screen.button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        screen.button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(events == ["menu"], "the menu replaces the primary action")
        let panel = overlay.chrome.frame
        #expect(isClose(panel.minX, 20) && isClose(panel.minY, 100), "grows out of the button's top leading corner: \(panel)")
        #expect(isClose(panel.width, 250))
        #expect(isClose(panel.height, 2 * 10 + 2 * 42), "two 42-point rows with 10 points above and below: \(panel)")
        let water = try row("Water", in: window)
        #expect(isClose(water.convert(water.bounds, to: overlay).minY, 110))
        window.tap(at: centre(water, in: window))
        #expect(performed.count == 1 && performed.first?.0 == "Water")
        #expect((performed.first?.1 as? UIButton) === screen.button, "the button is the sender")
        #expect(MenuOverlayView.shown(in: window) == nil, "choosing dismisses")
        settle(window)
        #expect(!window.subviews.contains { $0 is MenuOverlayView }, "the menu leaves the window once shrunk back")
    }

    @Test func aTouchOutsideDismissesWithoutReachingTheScreenUnderneath() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed = 0
        let (window, screen) = scene(UIMenu(children: [UIAction(title: "Water") { _ in performed += 1 }]))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        #expect(MenuOverlayView.shown(in: window) != nil)
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(MenuOverlayView.shown(in: window) == nil && performed == 0)
        #expect(screen.backgroundTaps == 0, "the dismissing tap is swallowed")
        settle(window)
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(screen.backgroundTaps == 1)
    }

    @Test func slidingFromTheButtonOntoARowAndLiftingChoosesIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed: [String] = []
        let (window, screen) = scene(UIMenu(children: [
            UIAction(title: "Water") { _ in performed.append("Water") },
            UIAction(title: "Rename") { _ in performed.append("Rename") },
        ]))
        let start = centre(screen.button, in: window)
        window.touchDown(at: start)
        settle(window)
        let rename = try row("Rename", in: window)
        let target = centre(rename, in: window)
        window.touchMove(to: target)
        #expect(rename.isHighlighted, "the row under the finger highlights")
        window.touchUp(at: target)
        #expect(performed == ["Rename"])
        // Lifting where the touch began keeps the menu open.
        settle(window)
        window.touchDown(at: start)
        window.touchUp(at: start)
        #expect(MenuOverlayView.shown(in: window) != nil && performed == ["Rename"])
    }

    @Test func aButtonWithAPrimaryActionShowsItsMenuOnALongPress() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen) = scene(UIMenu(children: [UIAction(title: "Water") { _ in }]), primary: false)
        var primary = 0
        screen.button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        window.tap(at: centre(screen.button, in: window))
        #expect(primary == 1 && MenuOverlayView.shown(in: window) == nil)
        window.touchDown(at: centre(screen.button, in: window))
        TestClock.advance(by: 0.6)
        #expect(MenuOverlayView.shown(in: window) != nil, "a long press shows the menu")
        window.touchUp(at: centre(screen.button, in: window))
        #expect(primary == 1, "and the press does not count as a tap")
        #expect(MenuOverlayView.shown(in: window) != nil)
    }

    @Test func aPopUpButtonShowsAndChangesItsSelection() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let daily = UIAction(title: "Daily") { _ in }, weekly = UIAction(title: "Weekly") { _ in }
        let screen = Screen()
        let window = presentationScene(screen)
        screen.button.changesSelectionAsPrimaryAction = true
        screen.button.menu = UIMenu(children: [daily, UIMenu(options: .displayInline, children: [weekly])])
        #expect(daily.state == .on, "the first action starts on")
        #expect(screen.button.titleLabel?.text == "Daily")
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        window.tap(at: centre(try row("Weekly", in: window), in: window))
        #expect(daily.state == .off && weekly.state == .on, "one action on across the whole menu")
        #expect(screen.button.titleLabel?.text == "Weekly")
    }

    @Test func submenusOpenInPlaceAndLeadBackOut() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var chosen: String?
        let (window, screen) = scene(UIMenu(children: [
            UIMenu(title: "Move To", children: [UIAction(title: "Kitchen") { chosen = $0.title }, UIAction(title: "Balcony") { _ in }]),
            UIAction(title: "Rename") { _ in },
        ]))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        window.tap(at: centre(try row("Move To", in: window), in: window))
        settle(window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Move To", "Kitchen", "Balcony"])
        window.tap(at: centre(try row("Move To", in: window), in: window))
        settle(window)
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Move To", "Rename"])
        window.tap(at: centre(try row("Move To", in: window), in: window))
        settle(window)
        window.tap(at: centre(try row("Kitchen", in: window), in: window))
        #expect(chosen == "Kitchen")
    }

    @Test func disabledRowsDoNothingAndKeepsMenuPresentedRowsUpdateInPlace() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed: [String] = []
        let toggle = UIAction(title: "Show Hidden", attributes: .keepsMenuPresented) { action in
            performed.append(action.title)
            action.state = action.state == .on ? .off : .on
        }
        let (window, screen) = scene(UIMenu(children: [UIAction(title: "Locked", attributes: .disabled) { _ in performed.append("Locked") }, toggle]))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        window.tap(at: centre(try row("Locked", in: window), in: window))
        #expect(performed.isEmpty && MenuOverlayView.shown(in: window) != nil)
        #expect(try row("Locked", in: window).accessibilityTraits.contains(.notEnabled))
        window.tap(at: centre(try row("Show Hidden", in: window), in: window))
        #expect(performed == ["Show Hidden"] && MenuOverlayView.shown(in: window) != nil, "the menu stays")
        #expect(try row("Show Hidden", in: window).accessibilityTraits.contains(.selected), "its row shows the new state")
    }

    @Test func deferredElementsLoadLaterAndCachedOnesLoadOnce() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var pending: (([UIMenuElement]) -> Void)?
        var cachedCalls = 0, uncachedCalls = 0
        let later = UIDeferredMenuElement { completion in pending = completion }
        let cached = UIDeferredMenuElement { completion in cachedCalls += 1; completion([UIAction(title: "Cached") { _ in }]) }
        let uncached = UIDeferredMenuElement.uncached { completion in uncachedCalls += 1; completion([UIAction(title: "Fresh") { _ in }]) }
        let (window, screen) = scene(UIMenu(children: [later, cached, uncached]))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Loading…", "Cached", "Fresh"])
        pending?([UIAction(title: "Arrived") { _ in }])
        settle(window)
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Arrived", "Cached", "Fresh"])
        pending?([UIAction(title: "Twice") { _ in }])
        #expect(overlay.list.itemViews.count == 3, "only the first completion counts")
        window.tap(at: CGPoint(x: 300, y: 700))
        settle(window)
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    @Test func theKeyboardMovesThroughRowsChoosesAndEscapes() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed: [String] = []
        let (window, screen) = scene(UIMenu(children: [
            UIAction(title: "Water") { _ in performed.append("Water") },
            UIAction(title: "Locked", attributes: .disabled) { _ in },
            UIAction(title: "Rename") { _ in performed.append("Rename") },
        ]))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        window.injectKey(.keyboardDownArrow)
        window.injectKey(.keyboardDownArrow)
        #expect(try row("Rename", in: window).isHighlighted, "the disabled row is skipped")
        window.injectKey(.keyboardReturnOrEnter)
        #expect(performed == ["Rename"])
        settle(window)
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        window.injectKey(.keyboardEscape)
        #expect(MenuOverlayView.shown(in: window) == nil && performed == ["Rename"])
    }

    @Test func aLongMenuStaysInsideTheSafeAreaAndScrolls() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let actions = (0..<200).map { index in UIAction(title: "Plant \(index)") { _ in } }
        let (window, screen) = scene(UIMenu(children: actions))
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        let panel = overlay.chrome.frame
        #expect(panel.minY >= 47 + 8 - 0.001 && panel.maxY <= 844 - 34 - 8 + 0.001, "inside the safe area: \(panel)")
        #expect(overlay.list.isScrollEnabled && overlay.list.contentSize.height > panel.height)
    }

    @Test func aMenuGrowingUpListsItsFirstElementNearestTheFingerExceptForPopUps() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let menu = UIMenu(title: "Water", children: [
            UIAction(title: "First") { _ in }, UIAction(title: "Second") { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "Third") { _ in }]),
        ])
        let (window, screen) = scene(menu)
        screen.button.frame.origin.y = 740
        window.layoutIfNeeded()
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        #expect(overlay.chrome.frame.maxY <= screen.button.frame.maxY + 0.001, "the menu grows upward")
        #expect(overlay.list.itemViews.map(\.accessibilityLabel) == ["Third", "Second", "First"], "priority order: first at the bottom")
        overlay.dismiss(animated: false)
        screen.button.changesSelectionAsPrimaryAction = true
        window.tap(at: centre(screen.button, in: window))
        settle(window)
        let popUp = try #require(MenuOverlayView.shown(in: window))
        #expect(popUp.list.itemViews.map(\.accessibilityLabel) == ["First", "Second", "Third"], "a pop-up keeps its order")
    }

    @Test func aSourceNearTheBottomTrailingCornerGrowsUpAndLeftwards() {
        let area = CGRect(x: 8, y: 55, width: 374, height: 747)
        let frame = MenuPlacement(area: area, source: CGRect(x: 330, y: 750, width: 44, height: 44)).frame(for: CGSize(width: 250, height: 200))
        #expect(frame == CGRect(x: 124, y: 594, width: 250, height: 200), "bottom and trailing edges meet the source's")
        let nan = MenuPlacement(area: area, source: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).frame(for: CGSize(width: CGFloat.infinity, height: 100))
        #expect(nan.isFiniteRect && area.contains(nan), "bad geometry stays inside the area: \(nan)")
    }
}
