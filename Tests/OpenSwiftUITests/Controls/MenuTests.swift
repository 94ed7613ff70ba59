import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable import OpenUIKit

@MainActor
@Suite struct MenuTests {
    @Test func buttonsBecomeItemsAndDividersGroupThem() throws {
        var chosen: [String] = []
        let view = Menu("Sort", systemImage: "arrow.up.arrow.down") {
            Button("Title") { chosen.append("title") }
            Button("Year") { chosen.append("year") }
            Divider()
            Button("Reset", role: .destructive) { chosen.append("reset") }
            Menu("More") { Button("Rating") { chosen.append("rating") } }
        }
        let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
        let button = try #require(hosted.drawnViews.compactMap { $0.view as? MenuButton }.first)
        #expect(button.showsMenuAsPrimaryAction)
        let groups = try #require(button.menu?.children.compactMap { $0 as? UIMenu })
        #expect(groups.count == 2 && groups.allSatisfy { $0.options.contains(.displayInline) })
        let first = groups[0].children.compactMap { $0 as? UIAction }
        #expect(first.map(\.title) == ["Title", "Year"])
        first[1].perform(sender: nil)
        #expect(chosen == ["year"])
        let reset = try #require(groups[1].children.first as? UIAction)
        #expect(reset.title == "Reset" && reset.attributes.contains(.destructive))
        let more = try #require(groups[1].children.last as? UIMenu)
        #expect(more.title == "More" && more.children.count == 1)
        #expect(hosted.window.voiceOverOrder.first?.label?.contains("Sort") == true)
        let title = try #require(hosted.texts.first { $0.text == "Sort" })
        #expect(title.frame.width > 20, "the label is drawn inside the button")
    }

    @Test func aPrimaryActionRunsOnATap() throws {
        var taps = 0
        let view = Menu { Button("Other") {} } label: { Text("Save") } primaryAction: { taps += 1 }
        let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
        let button = try #require(hosted.drawnViews.compactMap { $0.view as? MenuButton }.first)
        #expect(!button.showsMenuAsPrimaryAction)
        let frame = button.convert(button.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(taps == 1)
    }
}
