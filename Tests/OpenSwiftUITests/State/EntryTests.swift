import Foundation
import Testing
@testable import OpenSwiftUI

extension EnvironmentValues {
    @Entry var entryTestsGreeting: String = "Hello"
    @Entry var entryTestsCount: Int?
}

private struct Greeting: View {
    @Environment(\.entryTestsGreeting) private var greeting
    @Environment(\.entryTestsCount) private var count
    var body: some View { Text("\(greeting) \(count.map(String.init) ?? "none")") }
}

@MainActor
@Suite struct EntryTests {
    @Test func anEntryHasItsDefaultAndTakesValuesFromAbove() {
        #expect(Hosted(Greeting()).texts.first?.text == "Hello none")
        let set = Greeting().environment(\.entryTestsGreeting, "Bonjour").environment(\.entryTestsCount, 3)
        #expect(Hosted(set).texts.first?.text == "Bonjour 3")
        var values = EnvironmentValues()
        values.entryTestsGreeting = "Hola"
        #expect(values.entryTestsGreeting == "Hola")
    }
}
