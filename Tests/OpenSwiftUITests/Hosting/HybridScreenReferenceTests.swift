import Foundation
import Observation
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

/// A screen as seed 004 builds one: a UIKit navigation controller whose bar holds SwiftUI
/// (a leading title view and a month button) over a SwiftUI screen of cards.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct HybridScreenReferenceTests {
    @Observable final class Insights {
        var month = "November"
        var steps = 8_412
    }

    struct MonthTitle: View {
        let insights: Insights
        var body: some View {
            Text(insights.month)
                .font(.title2.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    struct MonthButton: View {
        let insights: Insights
        var body: some View {
            HStack(spacing: 4) {
                Image(systemName: "calendar")
                Text("2026")
            }
            .font(.headline)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.blue.opacity(0.15)))
            .foregroundStyle(.blue)
        }
    }

    struct Card: View {
        let symbol: String
        let title: String
        let value: String
        let tint: Color
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: symbol)
                    .foregroundStyle(tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.subheadline).foregroundStyle(.secondary)
                    Text(value).font(.title2.bold())
                }
                Spacer()
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 18).fill(Color(uiColor: .secondarySystemBackground)))
        }
    }

    struct Screen: View {
        let insights: Insights
        var body: some View {
            VStack(spacing: 12) {
                Card(symbol: "heart.fill", title: "Steps", value: "\(insights.steps)", tint: .pink)
                Card(symbol: "star.fill", title: "Favorites", value: "42", tint: .orange)
                Card(symbol: "clock", title: "Active time", value: "1 h 12 min", tint: .green)
                Spacer()
            }
            .padding(.horizontal)
        }
    }

    @Test func theHybridScreenMatchesItsReference() async throws {
        let insights = Insights()
        let screen = UIHostingController(rootView: Screen(insights: insights))
        let title = barHost(MonthTitle(insights: insights))
        title.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        screen.navigationItem.titleView = title.view
        let button = barHost(MonthButton(insights: insights))
        let item = UIBarButtonItem(customView: button.view)
        item.hidesSharedBackground = true
        screen.navigationItem.rightBarButtonItem = item
        screen.navigationItem.largeTitleDisplayMode = .never

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        insights.steps = 9_730
        await window.waitForScheduledUpdates()
        window.layoutIfNeeded()

        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        // The first card sits below the bar, inside the screen's margins, on a grey fill.
        let card = try #require(Hosted<Screen>.cardFrames(in: screen.view, window: window).first)
        #expect(card.minY >= 47 + 44, "the content starts below the bar: \(card)")
        #expect(abs(card.minX - 16) < 0.5 && abs(card.width - 358) < 0.5, "\(card)")
        let fill = pixels.rgba(atX: Int(card.maxX - 12) * 2, y: Int(card.midY) * 2)
        let page = pixels.rgba(atX: Int(card.maxX + 6) * 2, y: Int(card.midY) * 2)
        #expect(fill.red < page.red && fill.red > 220, "a light grey card on the white page: \(fill) \(page)")
        let texts = screen.view.subviewsRecursively.compactMap { ($0 as? TextView)?.attributedText?.string }
        #expect(texts.contains("9730"), "the model's change reached the screen: \(texts)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "hybrid-insights")
    }
}

extension Hosted {
    /// The frames of the rounded cards a screen draws, in the window.
    static func cardFrames(in view: UIView, window: UIWindow) -> [CGRect] {
        view.subviewsRecursively.filter { $0 is ShapeDrawingView }.map { $0.convert($0.bounds, to: window) }
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var subviewsRecursively: [UIView] { subviews.flatMap { [$0] + $0.subviewsRecursively } }
}
