import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Inbox {
    var added = 0
}

private struct InboxView: View {
    let inbox: Inbox

    var body: some View {
        NavigationStack {
            Text("Messages: \(inbox.added)")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { inbox.added += 1 } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("Updated just now")
                    }
                }
        }
    }
}

@MainActor
@Suite(.manualClock) struct ToolbarTests {
    @Test func itemsGoToTheirPlacesInTheBars() throws {
        let inbox = Inbox()
        let hosted = Hosted(InboxView(inbox: inbox), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.leftBarButtonItems?.count == 1)
        #expect(item.rightBarButtonItems?.count == 2)
        #expect(navigation.topViewController?.toolbarItems?.count == 2)
        #expect(!navigation.isToolbarHidden)
        let add = try #require(hosted.window.voiceOverOrder.first { $0.label == "Add" })
        hosted.window.tap(at: add.activationPoint)
        hosted.settle()
        #expect(inbox.added == 1)
        let filter = try #require(hosted.window.voiceOverOrder.first { $0.label == "Filter" })
        #expect(add.frame.maxX <= filter.frame.minX, "trailing items read left to right")
    }
}
