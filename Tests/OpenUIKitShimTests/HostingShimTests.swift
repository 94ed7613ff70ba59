import OpenUIKitShim
import Testing

/// A month picker's model, shared by the bar's SwiftUI views and the UIKit screen.
@Observable
final class InsightsCalendar {
    var month = "Nov 2026"
}

/// The bar's button: SwiftUI text whose width follows the month shown.
struct InsightsMonthButton: View {
    let calendar: InsightsCalendar
    var body: some View {
        Text(calendar.month)
            .font(.headline)
            .contentTransition(.numericText())
            .padding(.horizontal, 12)
    }
}

/// The title: SwiftUI text at the leading edge of all the width the bar gives it.
struct InsightsTitle: View {
    var body: some View {
        Text("Insights")
            .font(.title2.bold())
            .padding(.leading, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Seed 004's bar code with Apple's API only: hosting controllers as a bar item's custom
/// view (sized by their content, without the shared glass) and as the title view.
final class InsightsScreen: UIViewController, UIPopoverPresentationControllerDelegate {
    let calendar = InsightsCalendar()
    var calendarItem: UIBarButtonItem?
    var titleHost: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        let button = UIHostingController(rootView: InsightsMonthButton(calendar: calendar))
        button.view.backgroundColor = .clear
        button.sizingOptions = [.intrinsicContentSize]
        button.view.translatesAutoresizingMaskIntoConstraints = false
        button.view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        let item = UIBarButtonItem(customView: button.view)
        item.hidesSharedBackground = true
        navigationItem.rightBarButtonItem = item
        calendarItem = item

        let title = UIHostingController(rootView: InsightsTitle())
        title.view.backgroundColor = .clear
        title.sizingOptions = [.intrinsicContentSize]
        title.view.translatesAutoresizingMaskIntoConstraints = false
        title.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        navigationItem.titleView = title.view
        titleHost = title.view
    }

    func showCalendar() {
        let picker = UIViewController()
        picker.preferredContentSize = CGSize(width: 300, height: 320)
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceItem = calendarItem
        picker.popoverPresentationController?.delegate = self
        present(picker, animated: false)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
}

@MainActor
@Suite struct HostingShimTests {
    @Test func seed004sHostedBarItemsSizeThemselvesAndFollowTheModel() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        let screen = InsightsScreen()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let custom = screen.calendarItem!.customView!
        let before = custom.frame.width
        #expect(before > 60 && abs(before - custom.intrinsicContentSize.width) < 0.5)
        screen.calendar.month = "November 2026"
        await window.waitForScheduledUpdates()
        window.layoutIfNeeded()
        #expect(custom.frame.width > before + 30, "the item grew with its text")
        let title = screen.titleHost!.convert(screen.titleHost!.bounds, to: window)
        let item = custom.convert(custom.bounds, to: window)
        #expect(title.width > screen.titleHost!.intrinsicContentSize.width + 40, "the title spreads across the bar: \(title)")
        #expect(title.minX < 24 && title.maxX <= item.minX && title.maxX > item.minX - 24, "from the leading margin to the item: \(title) \(item)")
        screen.showCalendar()
        window.layoutIfNeeded()
        #expect(screen.presentedViewController?.modalPresentationStyle == .popover)
    }
}
