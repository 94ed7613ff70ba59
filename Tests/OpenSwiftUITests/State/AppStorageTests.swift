import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private enum Theme: String {
    case light, dark
}

private struct Preferences: View {
    @AppStorage("count") private var count = 0
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        VStack {
            Text("\(count) \(theme.rawValue) \(nickname ?? "none")")
            Button("Add") {
                count += 1
                theme = .dark
                nickname = "Ada"
            }
        }
    }
}

private struct Reader: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("Reader \(count)") }
}

/// `@AppStorage` reads and writes `UserDefaults`, and every view showing a key follows it.
@MainActor
@Suite struct AppStorageTests {
    /// A store of the test's own, emptied afterwards.
    private func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
        let name = "OpenSwiftUITests.AppStorage.\(UUID().uuidString)"
        let store = UserDefaults(suiteName: name)!
        defer { store.removePersistentDomain(forName: name) }
        try body(store)
    }

    @Test func valuesAreReadWrittenAndSharedBetweenViews() {
        withStore { store in
            store.set(5, forKey: "count")
            let hosted = Hosted(VStack {
                Preferences()
                Reader()
            }.defaultAppStorage(store))
            #expect(hosted.texts.map(\.text).prefix(1) == ["5 light none"], "the store's value, the defaults otherwise")
            hosted.buttons.first?.sendActions(for: .touchUpInside)
            hosted.window.layoutIfNeeded()
            #expect(hosted.texts.map(\.text).contains("6 dark Ada"))
            #expect(hosted.texts.map(\.text).contains("Reader 6"), "another view of the key follows")
            #expect(store.integer(forKey: "count") == 6 && store.string(forKey: "theme") == "dark")
            #expect(store.string(forKey: "nickname") == "Ada")
        }
    }
}
