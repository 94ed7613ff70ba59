import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
private final class ShoutActivity: UIActivity {
    var shouted: [String] = []
    private var text = ""
    override var activityType: UIActivity.ActivityType? { ActivityType("com.example.shout") }
    override var activityTitle: String? { "Shout" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) {
        text = activityItems.compactMap { $0 as? String }.joined().uppercased()
    }
    override func perform() {
        shouted.append(text)
        activityDidFinish(true)
    }
}

/// The share sheet: its services, their running, and how it reports its end.
@MainActor
@Suite("Share sheet", .manualClock)
struct UIActivityViewControllerTests {
    private func present(_ sheet: UIActivityViewController) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = presentationScene(root)
        root.present(sheet, animated: true)
        finishTransitions(in: window)
        return (window, root)
    }

    private func rows(of sheet: UIActivityViewController) -> [ShareActivityRow] {
        sheet.view.subviews.compactMap { $0 as? ShareActivityRow }
    }

    @Test func copyPutsTheTextAndLinksOnThePasteboardAndReports() throws {
        let sheet = UIActivityViewController(activityItems: ["Metropolis", URL(string: "https://example.com/metropolis")!], applicationActivities: nil)
        var ends: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in ends.append((type, completed)) }
        let (window, root) = present(sheet)
        let titles = rows(of: sheet).map { $0.activity.activityTitle ?? "" }
        #expect(titles.first == "Copy")
        #expect(titles.contains("Open") == UIApplication.shared.canOpenURL(URL(string: "https://example.com")!),
                "Open is offered where the desktop can open links")
        let copy = try #require(rows(of: sheet).first)
        let frame = copy.convert(copy.bounds, to: nil)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/share-sheet.png"))
        }
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        finishTransitions(in: window)
        #expect(UIPasteboard.general.string == "Metropolis\nhttps://example.com/metropolis")
        #expect(ends.count == 1 && ends.first?.0 == .copyToPasteboard && ends.first?.1 == true)
        #expect(root.presentedViewController == nil, "the sheet closed")
        #expect(window.voiceOverOrder.allSatisfy { $0.label != "Copy" })
    }

    @Test func yourOwnServicesComeFirstAndExcludedOnesAreNotOffered() throws {
        let shout = ShoutActivity()
        let sheet = UIActivityViewController(activityItems: ["quiet"], applicationActivities: [shout])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        let (window, _) = present(sheet)
        #expect(rows(of: sheet).map { $0.activity.activityTitle } == ["Shout"])
        let labels = window.voiceOverOrder.compactMap(\.label)
        #expect(labels.contains("Shout") && labels.contains("Close") && labels.contains("quiet"), "\(labels)")
        let row = try #require(rows(of: sheet).first)
        row.sendActions(for: .primaryActionTriggered)
        #expect(shout.shouted == ["QUIET"])
    }

    @Test func closingTheSheetReportsNothingChosen() {
        let sheet = UIActivityViewController(activityItems: [UIImage()], applicationActivities: nil)
        var ends: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in ends.append((type, completed)) }
        let (window, _) = present(sheet)
        #expect(rows(of: sheet).isEmpty, "an image alone: nothing to copy or open")
        sheet.dismiss(animated: true)
        finishTransitions(in: window)
        #expect(ends.count == 1 && ends.first?.0 == nil && ends.first?.1 == false)
        #expect(UIActivityViewController.previewText(of: []) == "0 items")
        #expect(UIActivityViewController.previewText(of: ["\u{202E}evil", "\u{FFFF}"]) == "\u{202E}evil and 1 more")
    }
}
