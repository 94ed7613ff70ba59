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

@MainActor
@Observable
private final class SignIn {
    var asks = false
    var name = "ada"
    var password = ""
    var signedInAs: String?
}

private struct SignInView: View {
    @Bindable var signIn: SignIn

    var body: some View {
        Text("Account")
            .alert("Sign In", isPresented: $signIn.asks) {
                TextField("Name", text: $signIn.name)
                SecureField("Password", text: $signIn.password)
                Button("Sign In") { signIn.signedInAs = signIn.name }
                Button("Cancel", role: .cancel) {}
            }
    }
}

extension AlertTests {
    @Test func textFieldsInAnAlertAreItsFieldsBoundToTheirText() throws {
        let signIn = SignIn()
        let hosted = Hosted(SignInView(signIn: signIn), size: CGSize(width: 390, height: 844), scale: 1)
        signIn.asks = true
        hosted.settle()
        let alert = try #require(hosted.controller.presentedViewController as? UIAlertController)
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.placeholder) == ["Name", "Password"])
        #expect(fields[0].text == "ada" && !fields[0].isSecureTextEntry && fields[1].isSecureTextEntry)
        #expect(alert.actions.map(\.title) == ["Sign In", "Cancel"], "the fields are not buttons")
        fields[0].text = "grace"
        fields[1].text = "secret"
        alert.actions[0].handler?(alert.actions[0])
        #expect(signIn.name == "grace" && signIn.password == "secret")
        #expect(signIn.signedInAs == "grace", "the button's action sees what was typed")
    }
}
