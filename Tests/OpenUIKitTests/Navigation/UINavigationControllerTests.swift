import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A screen that logs its appearance callbacks into a shared journal.
@MainActor
final class JournalingViewController: UIViewController {
    let name: String
    let journal: Journal

    final class Journal {
        var entries: [String] = []
    }

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name).didDisappear") }
    override func didMove(toParent parent: UIViewController?) { journal.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor
final class NavigationJournal: UINavigationControllerDelegate {
    let journal: JournalingViewController.Journal
    init(_ journal: JournalingViewController.Journal) { self.journal = journal }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        journal.entries.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        journal.entries.append("didShow \(viewController.title ?? "")")
    }
}

/// A subclass that adds behaviour and no initializer, as apps write them.
@MainActor
final class ShortcutNavigationController: UINavigationController {
    override var keyCommands: [UIKeyCommand]? { [] }
}

/// A bar subclass, for `init(navigationBarClass:toolbarClass:)`.
@MainActor
final class TallNavigationBar: UINavigationBar {}

@MainActor
@Suite("UINavigationController", .manualClock)
struct UINavigationControllerTests {
    @Test func subclassesWithoutInitializersInheritThemAll() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = ShortcutNavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.navigationBar.backAction?()
        #expect(navigation.viewControllers.count == 1, "the bar's back action is wired")
        let custom = UINavigationController(navigationBarClass: TallNavigationBar.self, toolbarClass: nil)
        #expect(custom.navigationBar is TallNavigationBar)
        custom.setViewControllers([UIViewController(), UIViewController()], animated: false)
        custom.navigationBar.backAction?()
        #expect(custom.viewControllers.count == 1, "a custom bar is wired too")
        #expect(ShortcutNavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
    }

    private func scene(_ root: UIViewController) -> (UIWindow, UINavigationController) { navigationScene(root) }

    @Test func pushAndPopCallInUIKitsOrder() {
        TestClock.start()
        defer { TestClock.stop() }
        let journal = JournalingViewController.Journal()
        let a = JournalingViewController("A", journal: journal), b = JournalingViewController("B", journal: journal)
        let (window, navigation) = scene(a)
        let delegate = NavigationJournal(journal)
        navigation.delegate = delegate
        journal.entries.removeAll()
        navigation.pushViewController(b, animated: true)
        #expect(journal.entries == ["A.willDisappear", "B.willAppear", "willShow B"], "\(journal.entries)")
        #expect(b.navigationController === navigation && b.parent === navigation)
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        #expect(journal.entries == ["A.willDisappear", "B.willAppear", "willShow B", "A.didDisappear", "B.didAppear", "B.didMove(parent)", "didShow B"], "\(journal.entries)")
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === navigation.view)
        journal.entries.removeAll()
        #expect(navigation.popViewController(animated: false) === b)
        #expect(journal.entries == ["B.willDisappear", "A.willAppear", "willShow A", "B.didDisappear", "A.didAppear", "B.didMove(nil)", "didShow A"], "\(journal.entries)")
        #expect(b.parent == nil && navigation.viewControllers == [a])
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func theSlideMovesTheArrivingScreenInFromTheTrailingEdge() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation) = scene(UIViewController())
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        TestClock.advance(by: 0.05)
        let early = try #require(next.view.layer.presentation()).frame.minX
        #expect(early > 100 && early < 390, "a little way in: \(early)")
        #expect(!navigation.view.isUserInteractionEnabled, "no touches mid-transition")
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        #expect(next.view.frame == navigation.view.bounds && navigation.view.isUserInteractionEnabled)
        // A second push mid-slide finishes the first at once.
        let third = UIViewController(), fourth = UIViewController()
        navigation.pushViewController(third, animated: true)
        navigation.pushViewController(fourth, animated: true)
        #expect(navigation.viewControllers.count == 4 && third.viewIfLoaded?.superview === navigation.view)
    }

    @Test func popToRootAndSetViewControllersManageTheStack() {
        let root = UIViewController(), second = UIViewController(), third = UIViewController()
        let (_, navigation) = scene(root)
        navigation.setViewControllers([root, second, third], animated: false)
        #expect(navigation.topViewController === third && navigation.children.count == 3)
        #expect(navigation.popToViewController(UIViewController(), animated: false) == nil, "not on the stack")
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?.first === second)
        #expect(navigation.viewControllers == [root] && second.parent == nil && third.parent == nil)
        navigation.setViewControllers([root, root, second], animated: false)
        #expect(navigation.viewControllers == [root, second], "a screen is on the stack once")
    }

    @Test func screensExtendUnderTheBarWithItsRoomInTheirSafeArea() throws {
        let list = UIViewController()
        let (window, navigation) = scene(list)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
        #expect(list.view.frame == window.bounds, "content runs under the bar")
        #expect(list.view.safeAreaInsets.top == 91)
        let scroll = UIScrollView(frame: list.view.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        list.view.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 91 && scroll.adjustedContentInset.bottom == 34)
        #expect(scroll.contentOffset.y == -91, "content at rest at its top starts below the bar")
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 47)
    }

    @Test func theBackButtonPops() throws {
        let root = UIViewController()
        root.title = "Plants"
        let (window, navigation) = scene(root)
        let detail = UIViewController()
        detail.title = "Fern"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.topItem?.title == "Fern" && bar.backItem?.title == "Plants")
        let back = try #require(bar.subviews.first { ($0 as? UIButton)?.accessibilityLabel == "Plants" })
        #expect(back.frame == CGRect(x: 16, y: 47, width: 44, height: 44), "a glass circle at the leading edge")
        window.tap(at: CGPoint(x: 38, y: 69))
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        #expect(navigation.viewControllers == [root])
    }
}

@MainActor
@Suite("UINavigationBar", .manualClock)
struct UINavigationBarTests {
    private func bar(with item: UINavigationItem, width: CGFloat = 390) -> UINavigationBar {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.setItems([item], animated: false)
        window.addSubview(bar)
        window.layoutIfNeeded()
        return bar
    }

    private func glassGroups(_ bar: UINavigationBar) -> [UIVisualEffectView] {
        bar.subviews.compactMap { $0 as? BarItemGroupView }.flatMap { $0.subviews }.compactMap { $0 as? UIVisualEffectView }
    }

    @Test func adjacentItemsShareOneGlassCapsuleUntilSomethingSplitsThem() {
        let item = UINavigationItem(title: "Plants")
        let add = UIBarButtonItem(systemItem: .add), search = UIBarButtonItem(systemItem: .search)
        item.rightBarButtonItems = [add, search]
        let shared = bar(with: item)
        let groups = glassGroups(shared)
        #expect(groups.count == 1 && groups[0].contentView.subviews.count == 2, "one capsule for both")
        #expect(groups[0].superview!.frame == CGRect(x: 390 - 16 - 88, y: 0, width: 88, height: 44))
        let addButton = groups[0].contentView.subviews.first { ($0 as? UIButton)?.configuration?.image === add.image }
        #expect(addButton?.frame.minX == 44, "the first item sits nearest the trailing edge")

        search.hidesSharedBackground = true
        shared.layoutIfNeeded()
        #expect(glassGroups(shared).count == 1 && glassGroups(shared)[0].contentView.subviews.count == 1, "a bare item leaves the capsule")

        item.rightBarButtonItems = [add, .fixedSpace(10), UIBarButtonItem(systemItem: .search)]
        shared.layoutIfNeeded()
        let split = glassGroups(shared).map { $0.superview!.frame }
        #expect(split.count == 2)
        let expected: [CGFloat] = [390 - 16 - 44 - 8 - 10 - 44, 390 - 16 - 44]
        #expect(split.map(\.minX).sorted() == expected)
    }

    @Test func prominentItemsStandAloneAndActOnTap() throws {
        let item = UINavigationItem(title: "Edit")
        var done = 0
        let doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in done += 1 })
        item.rightBarButtonItems = [doneItem, UIBarButtonItem(systemItem: .add)]
        let navigationBar = bar(with: item)
        #expect(glassGroups(navigationBar).count == 1, "the add item's capsule; the prominent item brings its own glass")
        let button = try #require(navigationBar.subviews.flatMap(\.subviews).first { ($0 as? UIButton)?.configuration?.title == "Done" } as? UIButton)
        button.sendActions(for: .primaryActionTriggered)
        #expect(done == 1)
    }

    @Test func theTitleCentresAndATitleViewThatHugsLooselyStretches() {
        let item = UINavigationItem(title: "Plants")
        item.leftBarButtonItem = UIBarButtonItem(title: "Settings")
        let navigationBar = bar(with: item)
        #expect(abs(navigationBar.titleLabel.frame.midX - 195) < 0.5)
        let date = UILabel()
        date.text = "Tuesday 24 November"
        date.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        item.titleView = date
        item.leftBarButtonItem = nil
        navigationBar.layoutIfNeeded()
        #expect(date.frame.minX == 16 && date.frame.maxX == 390 - 16, "across the free room: \(date.frame)")
        let hugging = UILabel()
        hugging.text = "Today"
        item.titleView = hugging
        navigationBar.layoutIfNeeded()
        #expect(hugging.frame.width < 100 && abs(hugging.frame.midX - 195) < 0.5)
    }

    @Test func customViewsTakeTheirIntrinsicSizeAndBadGeometryIsClamped() {
        let item = UINavigationItem(title: "")
        let custom = UILabel()
        custom.text = "12 min"
        let huge = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .nan)))
        item.leftBarButtonItems = [UIBarButtonItem(customView: custom), huge]
        item.rightBarButtonItems = [UIBarButtonItem.fixedSpace(.nan), UIBarButtonItem(title: nil)]
        let navigationBar = bar(with: item)
        #expect(custom.frame.width == custom.intrinsicContentSize.width)
        #expect(navigationBar.subviews.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }
}
