import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable import OpenUIKit

@MainActor
@Observable
private final class Draft {
    var confirmsDeletion = false
    var asksToSignOut = false
    var deleted = false
    var showsTip = false
    var extraButton = true
}

private struct DraftView: View {
    @Bindable var draft: Draft

    var body: some View {
        Text("Draft")
            .alert("Delete the draft?", isPresented: $draft.confirmsDeletion) {
                Button("Delete", role: .destructive) { draft.deleted = true }
                Button("Cancel", role: .cancel) {}
                if draft.extraButton { Button("Archive") {} }
            } message: {
                Text("You can't undo this.")
            }
            .alert("Tip", isPresented: $draft.showsTip) {}
            .confirmationDialog("Sign out?", isPresented: $draft.asksToSignOut, titleVisibility: .visible) {
                Button(role: .destructive) {} label: { Label("Sign Out", systemImage: "door.left.hand.open") }
            }
    }
}

@MainActor
@Suite(.manualClock) struct AlertTests {
    @Test func anAlertShowsTheButtonsAndMessageAndAButtonActsAndDismisses() throws {
        let draft = Draft()
        let hosted = Hosted(DraftView(draft: draft), size: CGSize(width: 390, height: 844), scale: 1)
        draft.confirmsDeletion = true
        hosted.settle()
        let alert = try #require(hosted.controller.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete the draft?" && alert.message == "You can't undo this.")
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel", "Archive"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel, .default])
        alert.actions[0].handler?(alert.actions[0])
        #expect(draft.deleted && !draft.confirmsDeletion)
    }

    @Test func anAlertWithoutButtonsGetsOK() throws {
        let draft = Draft()
        let hosted = Hosted(DraftView(draft: draft), size: CGSize(width: 390, height: 844), scale: 1)
        draft.showsTip = true
        hosted.settle()
        let alert = try #require(hosted.controller.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["OK"])
    }

    @Test func confirmationDialogsAreActionSheetsNamedByLabelTitles() throws {
        let draft = Draft()
        let hosted = Hosted(DraftView(draft: draft), size: CGSize(width: 390, height: 844), scale: 1)
        draft.asksToSignOut = true
        hosted.settle()
        let sheet = try #require(hosted.controller.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet && sheet.title == "Sign out?")
        #expect(sheet.actions.map(\.title) == ["Sign Out"])
        draft.asksToSignOut = false
        hosted.settle()
        #expect(hosted.controller.presentedViewController == nil)
    }
}
