import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Shown {
    var key = 0
}

private struct Tab: View {
    @SceneStorage("tab") private var tab = "library"
    var body: some View {
        Button("Tab \(tab)") { tab = "search" }
    }
}

private struct Screen: View {
    let shown: Shown
    var body: some View {
        VStack {
            Tab().id(shown.key)
            Tab()
        }
    }
}

/// `@SceneStorage` keeps values for the scene: across view identities, shared by key.
@MainActor
@Suite struct SceneStorageTests {
    @Test func valuesOutliveTheirViewsAndAreSharedInTheScene() {
        let shown = Shown()
        let hosted = Hosted(Screen(shown: shown))
        #expect(hosted.buttons.count == 2)
        hosted.buttons[0].sendActions(for: .touchUpInside)
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["Tab search", "Tab search"], "the other view of the key follows")
        shown.key += 1
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.first?.text == "Tab search", "a new view of the key finds the value")
    }
}
