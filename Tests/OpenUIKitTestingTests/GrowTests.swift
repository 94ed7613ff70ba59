import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SeedApps
import SnapshotTesting
import Testing

/// Grow's hybrid screens: SwiftUI in UIKit's navigation bar, a calendar popover from a bar
/// item, a goal sheet, a photo header outside the scroll edge effect and glass letters.
@MainActor
@Suite("Grow example", .serialized, .manualClock, .isolatedAccessibilitySettings, .snapshots(record: .missing))
struct GrowTests {
    private func launch(model: GrowCalendarModel = GrowCalendarModel()) -> (UIWindow, UITabBarController) {
        let tabs = GrowApp.make(model: model)
        let window = GlassAuditWindow.showing(tabs)
        TestClock.advance(by: 0.5)
        window.layoutIfNeeded()
        return (window, tabs)
    }

    private func keep(_ image: UIImage, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        try? image.pngData()?.write(to: URL(fileURLWithPath: folder + "/\(name).png"))
    }

    private func tap(_ label: String, in window: UIWindow) throws {
        let element = try #require(window.voiceOverOrder.first { $0.label == label || $0.label?.hasPrefix(label + ",") == true },
                                   "no element reads \(label)")
        window.tap(at: element.activationPoint)
        // The frame after the tap starts the transitions; a second later they are over.
        window.layoutIfNeeded()
        TestClock.advance(by: 1)
        window.layoutIfNeeded()
    }

    private func topController<T: UIViewController>(_ tabs: UITabBarController, as type: T.Type) throws -> T {
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        return try #require(navigation.topViewController as? T)
    }

    @Test func theDayTitleLivesInTheTitleViewAndFollowsTheDay() throws {
        let model = GrowCalendarModel()
        let (window, tabs) = launch(model: model)
        let today = try topController(tabs, as: GrowTodayViewController.self)
        let titleView = try #require(today.navigationItem.titleView)
        #expect(today.navigationItem.leftBarButtonItem == nil && today.navigationItem.rightBarButtonItem == nil, "no bar item to morph on a push")
        let image = window.renderedImage()
        keep(image, as: "example-grow-today")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "today")
        let thursday = titleView.intrinsicContentSize.width
        let start = titleView.convert(CGPoint.zero, to: nil).x
        #expect(start < 40, "the title sits at the bar's leading edge like a bar item: \(start)")
        #expect(window.voiceOverOrder.contains { $0.label == "Thu, Nov 26" })
        try tap("Wednesday", in: window)
        #expect(GrowCalendarModel.format(model.day, "yyyy-MM-dd") == "2026-11-25")
        #expect(window.voiceOverOrder.contains { $0.label == "Wed, Nov 25" }, "the title follows the chosen day")
        #expect(titleView.intrinsicContentSize.width > thursday, "and its width follows the text: \(thursday) → \(titleView.intrinsicContentSize.width)")
        #expect(window.voiceOverOrder.first { $0.label?.hasPrefix("Wednesday") == true }?.traits.contains(.selected) == true)
        assertGlassAudit(of: window)
    }

    @Test func theChallengePhotoStaysSharpUntilTheListReachesTheBar() throws {
        let (window, tabs) = launch()
        try tap("Ten Thousand Steps", in: window)
        let challenge = try topController(tabs, as: GrowChallengeViewController.self)
        let list = challenge.collectionView!
        // Effect bands along the top edge (the tab bar has its own at the bottom).
        let edgeEffects = {
            list.subviews.filter { String(describing: type(of: $0)).contains("EdgeEffect") && $0.frame.minY <= list.bounds.minY + 1 }.count
        }
        #expect(edgeEffects() == 0, "at rest the photo under the bar is not blurred")
        let atRest = window.renderedImage()
        keep(atRest, as: "example-grow-challenge")
        assertSnapshot(of: atRest, as: .image(precision: 0.98), named: "challenge")
        // The photo half under the bar: still no effect.
        list.contentOffset.y = -GrowChallengeViewController.headerHeight + 120
        window.layoutIfNeeded()
        #expect(edgeEffects() == 0, "the header passing under the bar is not content")
        // The first rows under the bar: the effect comes on by itself.
        list.contentOffset.y = 60
        window.layoutIfNeeded()
        #expect(edgeEffects() == 1, "rows under the bar switch the effect on")
        keep(window.renderedImage(), as: "example-grow-challenge-scrolled")
        #expect(window.voiceOverOrder.contains { $0.label == "Sunrise over green hills" })
    }

    @Test func theMonthButtonOpensACalendarPopoverFromTheBar() throws {
        let model = GrowCalendarModel()
        let (window, tabs) = launch(model: model)
        tabs.selectedIndex = 1
        TestClock.advance(by: 0.5)
        window.layoutIfNeeded()
        let insights = try topController(tabs, as: GrowInsightsViewController.self)
        let button = try #require(insights.calendarBarButtonItem?.customView)
        let novemberWidth = button.bounds.width
        #expect(novemberWidth > 80, "the bar gives the SwiftUI button its text's width: \(novemberWidth)")
        try tap("Month", in: window)
        let calendar = try #require(insights.presentedViewController as? CalendarMonthPickerViewController)
        #expect(calendar.modalPresentationStyle == .popover)
        let popover = calendar.view.convert(calendar.view.bounds, to: nil)
        let anchor = button.convert(button.bounds, to: nil)
        #expect(popover.minY >= anchor.maxY - 1 && popover.minY < anchor.maxY + 40, "the popover grows out under its bar item: \(popover) from \(anchor)")
        let image = window.renderedImage()
        keep(image, as: "example-grow-popover")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "insights-popover")
        // Months before the first with data are dimmed a year back.
        try tap("Previous year", in: window)
        #expect(calendar.monthButtons[0].isEnabled == false && calendar.monthButtons[2].isEnabled == true, "January and February 2025 have no data")
        try tap("Mar", in: window)
        #expect(insights.presentedViewController == nil, "picking a month closes the calendar")
        #expect(model.monthTitle == "Mar 2025")
        #expect(window.voiceOverOrder.contains { $0.label == "Month" && $0.value == "Mar 2025" }, "the button shows the month")
        #expect(button.bounds.width < novemberWidth + 1, "and its width follows: \(button.bounds.width)")
        // A tap outside closes the calendar without reaching the list.
        try tap("Month", in: window)
        #expect(insights.presentedViewController != nil)
        window.tap(at: CGPoint(x: 200, y: 700))
        TestClock.advance(by: 1)
        #expect(insights.presentedViewController == nil)
    }

    @Test func theGoalSheetSavesFromItsBottomBar() throws {
        let (window, tabs) = launch()
        tabs.selectedIndex = 1
        TestClock.advance(by: 0.5)
        let insights = try topController(tabs, as: GrowInsightsViewController.self)
        try tap("Daily goal", in: window)
        let sheet = try #require(insights.presentedViewController)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier ?? .medium == .medium)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.minY > 300, "the sheet stands at its medium height: \(frame)")
        let image = window.renderedImage()
        keep(image, as: "example-grow-goal-sheet")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "goal-sheet")
        try tap("6,000", in: window)
        try tap("Save", in: window)
        #expect(insights.stepGoal == 6_000)
        #expect(insights.presentedViewController == nil)
    }

    @Test func whatsNewSpellsTheNameInGlassLetters() throws {
        let (window, _) = launch()
        try tap("What's New in Grow", in: window)
        let image = window.renderedImage()
        keep(image, as: "example-grow-whats-new")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "whats-new")
        #expect(window.voiceOverOrder.contains { $0.label == "Grow" && $0.traits.contains(.header) })
        assertGlassAudit(of: window)
    }

    @Test func glyphShapesAreGlassOnlyInsideTheLetters() throws {
        let size = CGSize(width: 300, height: 120)
        func render(_ glass: Glass) -> CGImage {
            let view = ZStack {
                LinearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 6) { ForEach(0..<30, id: \.self) { _ in Rectangle().fill(Color.black).frame(width: 4) } }
                Color.clear.frame(width: size.width, height: size.height).glassEffect(glass, in: GlyphShape("Grow"))
            }
            .frame(width: size.width, height: size.height)
            .ignoresSafeArea()
            let window = GlassAuditWindow.showing(UIHostingController(rootView: view), size: size)
            window.windowSafeAreaInsets = .zero
            TestClock.advance(by: 0.5)
            return window.renderedImage().cgImage!
        }
        let glass = render(.regular), bare = render(.identity)
        let letters = GlyphShape("Grow").path(in: CGRect(origin: .zero, size: size)).cgPath
        // Points well inside a letter, and points of the box well clear of every letter
        // (the counter of the "o" among them).
        func everywhere(within radius: CGFloat, of point: CGPoint, inside: Bool) -> Bool {
            [CGPoint(x: -radius, y: 0), CGPoint(x: radius, y: 0), CGPoint(x: 0, y: -radius), CGPoint(x: 0, y: radius), .zero].allSatisfy {
                letters.contains(CGPoint(x: point.x + $0.x, y: point.y + $0.y)) == inside
            }
        }
        var insideDelta = 0.0, inside = 0, outsideDelta = 0.0, outside = 0
        let box = letters.boundingBoxOfPath
        for y in stride(from: box.minY, to: box.maxY, by: 2) {
            for x in stride(from: box.minX, to: box.maxX, by: 2) {
                let point = CGPoint(x: x, y: y)
                let p = glass.rgba(atX: Int(x * 3), y: Int(y * 3)), q = bare.rgba(atX: Int(x * 3), y: Int(y * 3))
                let delta = ColorDifference.deltaE2000((Int(p.red), Int(p.green), Int(p.blue)), (Int(q.red), Int(q.green), Int(q.blue)))
                if everywhere(within: 3, of: point, inside: true) { insideDelta += delta; inside += 1 }
                if everywhere(within: 14, of: point, inside: false) { outsideDelta += delta; outside += 1 }
            }
        }
        #expect(inside > 100 && outside > 100, "\(inside) points inside, \(outside) outside")
        #expect(insideDelta / Double(inside) > 8, "inside the letters the backdrop is glass: \(insideDelta / Double(inside))")
        #expect(outsideDelta / Double(outside) < 2.5, "outside them, and in the o's counter, it is untouched: \(outsideDelta / Double(outside))")
    }
}
