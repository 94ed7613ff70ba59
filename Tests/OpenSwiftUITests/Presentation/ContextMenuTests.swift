import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Actions {
    var log: [String] = []
}

@MainActor
@Suite(.manualClock) struct ContextMenuTests {
    private func poster(_ actions: Actions, items: Bool = true) -> some View {
        VStack {
            Spacer()
            RoundedRectangle(cornerRadius: 16).fill(Color.orange).frame(width: 160, height: 200)
                .contextMenu {
                    if items {
                        Button("Add to Favourites", systemImage: "heart") { actions.log.append("favourite") }
                        Divider()
                        Button("Delete", role: .destructive) { actions.log.append("delete") }
                    }
                }
            Spacer()
        }
    }

    @Test func aSecondaryClickOpensTheMenuAndAnItemRunsItsAction() throws {
        let actions = Actions()
        let hosted = Hosted(poster(actions), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        hosted.window.secondaryClick(at: CGPoint(x: 195, y: 422))
        hosted.settle()
        let delete = try #require(hosted.window.voiceOverOrder.first { $0.label == "Delete" }, "the menu shows its items")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Add to Favourites" })
        hosted.window.tap(at: delete.activationPoint)
        hosted.settle()
        #expect(actions.log == ["delete"])
        #expect(!hosted.window.voiceOverOrder.contains { $0.label == "Delete" }, "and the menu closes")
    }

    @Test func aLongPressOpensItAndAnEmptyMenuOpensNothing() throws {
        let actions = Actions()
        let hosted = Hosted(poster(actions), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        hosted.window.touchDown(at: CGPoint(x: 195, y: 422))
        TestClock.advance(by: 0.6)
        hosted.window.touchUp(at: CGPoint(x: 195, y: 422))
        hosted.settle()
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Delete" })
        let empty = Hosted(poster(actions, items: false), size: CGSize(width: 390, height: 844), scale: 1)
        empty.settle()
        empty.window.secondaryClick(at: CGPoint(x: 195, y: 422))
        empty.settle()
        #expect(!empty.window.voiceOverOrder.contains { $0.label == "Delete" })
    }
}
