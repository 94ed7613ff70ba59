import Foundation
import Observation
import Testing
@testable import OpenSwiftUI

@Observable
final class CalendarModel {
    var title = "Nov"
}

/// The shape of seed 004's bar content: a text that sizes the bar item it sits in.
private struct MonthButton: View {
    let model: CalendarModel
    var body: some View {
        Text(model.title)
            .font(.headline)
            .contentTransition(.numericText())
            .padding(.horizontal, 12)
    }
}

/// Seed 004's title view: text padded and pushed to the leading edge of all the width it gets.
private struct LeadingTitle: View {
    let model: CalendarModel
    var body: some View {
        Text(model.title)
            .font(.title2.bold())
            .padding(.leading, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@MainActor
@Suite("UIHostingController", .serialized)
struct UIHostingControllerTests {
    @Test func theViewHasTheSystemBackgroundAndFillsItsWindow() {
        let hosted = Hosted(Text("Hello"))
        #expect(hosted.controller.view.backgroundColor == .systemBackground)
        #expect(hosted.controller.view.frame == hosted.window.bounds)
        #expect(hosted.texts.count == 1)
    }

    @Test func intrinsicContentSizeFollowsTheContentOnlyWhenAskedTo() async {
        let model = CalendarModel()
        let controller = UIHostingController(rootView: MonthButton(model: model))
        #expect(controller.view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        controller.sizingOptions = [.intrinsicContentSize]
        let short = controller.view.intrinsicContentSize
        #expect(short.width > 24 && short.height > 10, "\(short)")
        model.title = "November 2026"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        await window.waitForScheduledUpdates()
        window.layoutIfNeeded()
        #expect(controller.view.intrinsicContentSize.width > short.width + 40, "the longer title is wider: \(controller.view.intrinsicContentSize)")
    }

    @Test func preferredContentSizeFollowsTheContent() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 80))
        controller.sizingOptions = [.preferredContentSize]
        #expect(controller.preferredContentSize == CGSize(width: 120, height: 80))
        controller.rootView = Color.red.frame(width: 200, height: 50)
        controller.view.layoutIfNeeded()
        #expect(controller.preferredContentSize == CGSize(width: 200, height: 50))
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 200, height: 50))
    }

    @Test func aBarItemsCustomHostingViewGrowsWithItsTextWithHighCompressionResistance() async {
        // Seed 004: a hosting view as the right bar item's custom view, sized by its content.
        let model = CalendarModel()
        let screen = UIViewController()
        let host = barHost(MonthButton(model: model))
        host.view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        let item = UIBarButtonItem(customView: host.view)
        item.hidesSharedBackground = true
        screen.navigationItem.rightBarButtonItem = item
        let window = navigationWindow(showing: screen)
        let before = host.view.frame.width
        #expect(abs(before - host.view.intrinsicContentSize.width) < 0.5, "the item is as wide as its content: \(before)")
        model.title = "November 2026"
        await window.waitForScheduledUpdates()
        window.layoutIfNeeded()
        let after = host.view.frame.width
        #expect(abs(after - host.view.intrinsicContentSize.width) < 0.5, "the item grew with its text: \(after)")
        #expect(after > before + 40)
        let textFrame = host.view.subviews.first { $0 is TextView }!.frame
        #expect(abs(textFrame.minX - 12) < 0.5, "the text sits inside its padding: \(textFrame)")
    }

    @Test func aTitleViewWithFittingSizeHuggingSpreadsAndItsTextSitsAtTheLeadingEdge() {
        // Seed 004: the hosting view as the title view, hugging at `.fittingSizeLevel` so
        // it takes the bar's width, with the text aligned leading inside.
        let model = CalendarModel()
        model.title = "Insights"
        let screen = UIViewController()
        let host = barHost(LeadingTitle(model: model))
        host.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        screen.navigationItem.titleView = host.view
        let window = navigationWindow(showing: screen)
        let titleFrame = host.view.convert(host.view.bounds, to: window)
        #expect(titleFrame.width > host.view.intrinsicContentSize.width + 100, "the title view spreads over the bar: \(titleFrame)")
        #expect(titleFrame.minX < 40, "it starts near the leading edge: \(titleFrame)")
        let text = host.view.subviews.first { $0 is TextView }!
        #expect(abs(text.frame.minX - 4) < 0.5, "the text sits at the leading edge of the title view: \(text.frame)")
    }

    @Test func aHostMovedFromABarItemToTheTitleViewLaysOutForItsNewSize() {
        let model = CalendarModel()
        model.title = "Insights for the week"
        let screen = UIViewController()
        let host = barHost(LeadingTitle(model: model))
        host.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: host.view)
        let window = navigationWindow(showing: screen)
        screen.navigationItem.rightBarButtonItem = nil
        screen.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "One"), UIBarButtonItem(title: "Two")]
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Three"), UIBarButtonItem(title: "Four")]
        screen.navigationItem.titleView = host.view
        window.layoutIfNeeded()
        let text = host.view.subviews.first { $0 is TextView }!
        #expect(host.view.safeAreaInsets == .zero, "a bar's title view has no safe area to keep clear of: \(host.view.safeAreaInsets)")
        #expect(text.frame.minX >= 0 && text.frame.maxX <= host.view.bounds.width + 0.5,
                "the text is laid out inside the title view: \(text.frame) in \(host.view.bounds)")
        #expect(abs(text.frame.minX - 4) < 0.5, "at its leading edge: \(text.frame)")
    }

    @Test func inRightToLeftTheTitleViewsTextSitsAtItsRightEdge() {
        let model = CalendarModel()
        model.title = "Insights"
        let screen = UIViewController()
        let host = barHost(LeadingTitle(model: model))
        host.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        screen.navigationItem.titleView = host.view
        let window = navigationWindow(showing: screen, layoutDirection: .rightToLeft)
        let titleFrame = host.view.convert(host.view.bounds, to: window)
        #expect(titleFrame.maxX > 362, "the title view spreads from the right edge: \(titleFrame)")
        let text = host.view.subviews.first { $0 is TextView }!
        #expect(abs(text.frame.maxX - (host.view.bounds.width - 4)) < 0.5, "leading is the right edge, inside the padding: \(text.frame) in \(host.view.bounds) \(host.view.traitCollection.layoutDirection == .rightToLeft)")
    }

    @Test func aHostingViewAddedToAnyViewDrawsItsContent() {
        let view = _UIHostingView(rootView: Capsule().fill(.blue).frame(width: 60, height: 20))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let image = window.renderedImage().cgImage!
        let middle = image.rgba(atX: 100, y: 40)
        #expect(middle.blue > 200 && middle.red < 60, "the capsule is blue in the middle: \(middle)")
        let corner = image.rgba(atX: 42, y: 22)
        #expect(corner.blue < 200 || corner.red > 200, "its rounded end leaves the corner of its frame unfilled: \(corner)")
        let outside = image.rgba(atX: 10, y: 40)
        #expect(outside.blue < 100 || outside.red > 200, "outside the frame nothing is drawn: \(outside)")
    }

    @Test func anArchiveCannotMakeAHostingController() {
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil)
    }
}
