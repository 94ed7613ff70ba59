import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A screen whose view is a tall scroll view.
@MainActor
final class TallScreen: UIViewController {
    let scrollView = UIScrollView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view = scrollView
    }
}

@MainActor
@Suite("Large titles", .manualClock)
struct LargeTitleTests {
    private func scene(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = presentationScene(navigation)
        return (window, navigation)
    }

    @Test func theRootShowsItsTitleLargeUnderTheRow() {
        let root = TallScreen(title: "Plants")
        let (window, navigation) = scene(root)
        let bar = navigation.navigationBar
        #expect(isClose(bar.frame.height, 47 + 44 + 52), "the status bar, the row and the large title area: \(bar.frame)")
        #expect(isClose(root.scrollView.adjustedContentInset.top, 47 + 44 + 52), "the content starts under the large title")
        #expect(bar.largeTitleLabel.text == "Plants" && !bar.largeTitleClip.isHidden)
        #expect(bar.titleLabel.alpha == 0, "the inline title waits until the large one has gone")
        let label = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar)
        #expect(isClose(label.minX, 16) && label.minY >= 47 + 44 && isClose(label.maxY, bar.bounds.height - 8), "left-aligned at the bottom: \(label)")
        #expect(bar.largeTitleLabel.font.pointSize >= 34)
        _ = window
    }

    @Test func pullingTheContentDownStretchesTheLargeTitleAreaAndTheTitleFollows() {
        let root = TallScreen(title: "Plants")
        let (window, navigation) = scene(root)
        let bar = navigation.navigationBar
        let rest = root.scrollView.contentOffset.y
        let restingTitle = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: window)
        root.scrollView.contentOffset.y = rest - 60
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 60), "the area stretches with the pull: \(bar.frame)")
        let pulled = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: window)
        #expect(isClose(pulled.minY - restingTitle.minY, 60), "the title moves down with the content")
        #expect(isClose(root.scrollView.adjustedContentInset.top, 47 + 44 + 52), "the content's inset stays")
        root.scrollView.contentOffset.y = rest
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52))
    }

    @Test func scrollingUpCollapsesTheLargeTitleIntoTheInlineOne() {
        let root = TallScreen(title: "Plants")
        let (window, navigation) = scene(root)
        let bar = navigation.navigationBar
        let rest = root.scrollView.contentOffset.y
        root.scrollView.contentOffset.y = rest + 26
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 26), "half the area shows: \(bar.frame)")
        #expect(isClose(bar.largeTitleClip.frame.height, 26))
        #expect(bar.titleLabel.alpha == 0, "half collapsed, the inline title is still hidden")
        root.scrollView.contentOffset.y = rest + 200
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44), "scrolled on, the bar is its inline height")
        #expect(bar.titleLabel.alpha == 1 && bar.largeTitleClip.alpha == 0)
        #expect(isClose(root.scrollView.adjustedContentInset.top, 47 + 44 + 52), "the inset stays: no jump as the bar collapses")
        root.scrollView.contentOffset.y = rest - 80
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 80), "pulled down, the whole area shows, stretched by the pull")
    }

    @Test func displayModesFollowTheItemBelowOrTheirOwnChoice() {
        TestClock.start()
        defer { TestClock.stop() }
        let root = TallScreen(title: "Plants")
        let (window, navigation) = scene(root)
        let bar = navigation.navigationBar
        let detail = TallScreen(title: "Fern")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44) && bar.titleLabel.alpha == 1, "`.never` shows the title inline")
        #expect(isClose(detail.scrollView.adjustedContentInset.top, 47 + 44))
        let deeper = TallScreen(title: "Watering")
        navigation.pushViewController(deeper, animated: false)
        window.layoutIfNeeded()
        #expect(!bar.showsLargeTitle(for: deeper.navigationItem), "`.automatic` follows the item below")
        let always = TallScreen(title: "History")
        always.navigationItem.largeTitleDisplayMode = .always
        always.navigationItem.largeTitle = "Watering History"
        always.navigationItem.largeSubtitle = "Last 30 days"
        navigation.pushViewController(always, animated: false)
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 20), "a large subtitle adds its line: \(bar.frame)")
        #expect(bar.largeTitleLabel.text == "Watering History" && bar.largeSubtitleLabel.text == "Last 30 days")
        #expect(bar.titleLabel.text == "History", "the inline title keeps the item's title")
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52), "back at the root its large title shows again")
        navigation.navigationBar.prefersLargeTitles = false
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44) && isClose(root.scrollView.adjustedContentInset.top, 47 + 44),
                "without large titles every title is inline")
    }

    @Test func largeTitleAttributesApply() {
        let root = TallScreen(title: "Plants")
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen, .font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
        root.navigationItem.standardAppearance = appearance
        root.navigationItem.scrollEdgeAppearance = appearance
        let (window, navigation) = scene(root)
        #expect(navigation.navigationBar.largeTitleLabel.textColor == .systemGreen)
        #expect(navigation.navigationBar.largeTitleLabel.font.pointSize == 40)
        _ = window
    }

    @Test func largeTitlesTravelWithTheirScreensOnAPushAndAPop() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = TallScreen(title: "Plants")
        let (window, navigation) = scene(root)
        let bar = navigation.navigationBar
        let rest = bar.largeTitleLabel.frame.minX
        navigation.pushViewController(TallScreen(title: "Ferns"), animated: true)
        window.layoutIfNeeded()
        TestClock.advance(by: 0.08)
        let leaving = try #require(bar.largeTitleClip.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Plants" })
        let arriving = try #require(bar.largeTitleLabel.layer.presentation()).frame.minX
        #expect(bar.largeTitleLabel.text == "Ferns" && arriving > rest + 50, "the new large title comes in from the trailing edge: \(arriving)")
        let left = try #require(leaving.layer.presentation())
        #expect(left.frame.minX < rest - 5 && left.opacity < 1, "the old one slides towards the leading edge and fades: \(left.frame)")
        finishTransitions(in: window)
        #expect(bar.largeTitleLabel.layer.presentation()?.frame.minX == rest && leaving.superview == nil)

        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        TestClock.advance(by: 0.08)
        let returning = try #require(bar.largeTitleLabel.layer.presentation()).frame.minX
        let going = try #require(bar.largeTitleClip.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Ferns" })
        #expect(returning < rest - 5, "going back, the lower screen's title comes in from the leading side: \(returning)")
        #expect((going.layer.presentation()?.frame.minX ?? 0) > rest + 50, "and the top one leaves to the trailing edge")
        finishTransitions(in: window)
        #expect(bar.largeTitleLabel.text == "Plants" && bar.largeTitleClip.subviews.count == 2)
    }
}
