import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
final class TopPositioner: UIToolbarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

@MainActor
@Suite("UIToolbar", .manualClock)
struct UIToolbarTests {
    private func toolbar(_ items: [UIBarButtonItem], width: CGFloat = 390) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        toolbar.items = items
        toolbar.layoutIfNeeded()
        return toolbar
    }

    private func groups(_ toolbar: UIToolbar) -> [BarItemGroupView] {
        toolbar.subviews.compactMap { $0 as? BarItemGroupView }
    }

    @Test func flexibleSpacesPushGroupsApartAndAdjacentItemsShareGlass() {
        let add = UIBarButtonItem(systemItem: .add), search = UIBarButtonItem(systemItem: .search)
        let bar = toolbar([UIBarButtonItem(systemItem: .add), .flexibleSpace(), add, search])
        let frames = groups(bar).map(\.frame)
        #expect(frames.count == 2)
        #expect(frames.first?.minX == 16 && frames.first?.width == 44, "the leading item at the margin: \(frames)")
        #expect(frames.last == CGRect(x: 390 - 16 - 88, y: 0, width: 88, height: 44), "two items on one capsule at the trailing margin")

        let centred = toolbar([.flexibleSpace(), UIBarButtonItem(systemItem: .add), .flexibleSpace()])
        #expect(groups(centred).first?.frame.midX == 195, "two flexible spaces share the room: the item is centred")
    }

    @Test func fixedSpacesSplitTheGlassAndItemsRunFromTheLeadingEdge() {
        let bar = toolbar([UIBarButtonItem(systemItem: .add), .fixedSpace(20), UIBarButtonItem(systemItem: .search)])
        let frames = groups(bar).map(\.frame)
        let expected: [CGFloat] = [16, 88]
        #expect(frames.map(\.minX) == expected, "without flexible space the groups follow one another (44 wide, 8 apart, 20 more): \(frames)")

        let rtl = toolbar([UIBarButtonItem(systemItem: .add), .flexibleSpace(), UIBarButtonItem(systemItem: .search)])
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.setNeedsLayout()
        rtl.layoutIfNeeded()
        let mirrored: [CGFloat] = [330, 16]
        #expect(groups(rtl).map(\.frame.minX) == mirrored, "right to left mirrors the row")
    }

    @Test func theBarsHairlineFacesItsContentAndAppearancesApply() {
        let bar = toolbar([UIBarButtonItem(systemItem: .add)])
        let opaque = UIToolbarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemTeal
        bar.standardAppearance = opaque
        bar.scrollEdgeAppearance = opaque
        bar.layoutIfNeeded()
        #expect(bar.background.colorView.backgroundColor == .systemTeal)
        #expect(bar.background.shadowView.frame.maxY == 0 && !bar.background.shadowView.isHidden, "a bottom bar's hairline runs along its top")
        let positioner = TopPositioner()
        bar.delegate = positioner
        bar.layoutIfNeeded()
        #expect(bar.barPosition == .top)
        #expect(bar.background.shadowView.frame.minY == 44, "a top bar's hairline runs along its bottom")

        let plain = toolbar([])
        #expect(plain.background.colorView.backgroundColor == nil && plain.background.shadowView.isHidden,
                "iOS 26's default toolbar has no background")
    }

    @Test func navigationControllersShowTheTopScreensItemsAboveTheHomeIndicator() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController(), detail = UIViewController()
        var composed = 0
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { _ in composed += 1 })]
        let navigation = UINavigationController(rootViewController: root)
        let window = presentationScene(navigation)
        #expect(navigation.isToolbarHidden, "hidden until asked for, as in UIKit")
        #expect(root.view.safeAreaInsets.bottom == 34)

        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = try #require(navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 844 - 22 - 44, width: 390, height: 66), "the row floats 22 pt above the bottom, like the tab bar")
        #expect(root.view.safeAreaInsets.bottom == 66, "the screen's safe area keeps content clear of the row")
        #expect(toolbar.items?.count == 2)

        let button = try #require(groups(toolbar).first?.subviews.first { $0 is UIVisualEffectView }?.subviews.first?.subviews.first)
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(composed == 1, "a tap on the item performs its action")

        detail.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        navigation.pushViewController(detail, animated: false)
        #expect(toolbar.items?.first === detail.toolbarItems?.first, "the pushed screen's items show")
        detail.setToolbarItems([UIBarButtonItem(systemItem: .reply), UIBarButtonItem(systemItem: .action)], animated: false)
        #expect(toolbar.items?.count == 2, "items set on the top screen show at once")
        navigation.popViewController(animated: false)
        #expect(toolbar.items?.count == 2 && toolbar.items?.last?.systemItem == .compose, "the root's items come back")
        root.toolbarItems = nil
        detail.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        #expect(toolbar.items == nil, "a screen below the top does not change the bar")

        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 34)
    }

    @Test func theToolbarFollowsTheContentToItsBottomEdge() throws {
        let screen = UIViewController()
        let scrollView = UIScrollView()
        screen.view = scrollView
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        screen.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        let window = presentationScene(navigation)
        let toolbar = try #require(navigation.toolbar)
        #expect(!toolbar.isAtScrollEdge, "content runs on below the bar")
        scrollView.contentOffset.y = 2000 - 844 + scrollView.adjustedContentInset.bottom
        window.layoutIfNeeded()
        #expect(toolbar.isAtScrollEdge, "scrolled to its end the content rests at the bar")
        #expect(scrollView.adjustedContentInset.bottom == 66)
    }

    @Test func badWidthsAndSpacesAreClamped() {
        let huge = UIBarButtonItem(systemItem: .add)
        huge.width = .infinity
        let bar = toolbar([.fixedSpace(.nan), huge, .fixedSpace(-40), .flexibleSpace(), UIBarButtonItem(systemItem: .search)], width: 100)
        for group in groups(bar) {
            #expect(group.frame.minX.isFinite && group.frame.width.isFinite)
        }
    }
}
