import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct MarkdownTextTests {
    private func runs(_ text: Text) -> [(String, Text.Run)] {
        text.runs.map { ($0.content.text(for: Locale(identifier: "en_US")), $0) }
    }

    @Test func inlineStylesBecomeRuns() {
        let styled = runs(Text("Read **this** *first*, then `code` and ~~not~~ [docs](https://example.com)."))
        #expect(styled.map(\.0).joined() == "Read this first, then code and not docs.")
        let bold = styled.first { $0.0 == "this" }?.1
        #expect(bold?.weight == .bold)
        #expect(styled.first { $0.0 == "first" }?.1.isItalic == true)
        #expect(styled.first { $0.0 == "code" }?.1.isMonospaced == true)
        #expect(styled.first { $0.0 == "not" }?.1.strikethrough == Text.LineStyle())
        #expect(styled.first { $0.0 == "docs" }?.1.style != nil, "links take the tint")
    }

    @Test func stylesSpanInterpolationsWhichAreNotRead() {
        let name = "**Ada**"
        let styled = runs(Text("Hello **\(name)**!"))
        #expect(styled.map(\.0).joined() == "Hello **Ada**!")
        #expect(styled.first { $0.0 == "**Ada**" }?.1.weight == .bold)
        let count = 9730
        #expect(runs(Text("**\(count)** steps")).first?.0 == "9,730")
    }

    @Test func plainAndAmbiguousTextStaysAsWritten() {
        #expect(runs(Text("snake_case_name")).map(\.0) == ["snake_case_name"])
        #expect(runs(Text("2 * 3 * 4")).map(\.0).joined() == "2 * 3 * 4")
        #expect(runs(Text("an *unclosed star")).map(\.0).joined() == "an *unclosed star")
        #expect(runs(Text("escaped \\*stars\\*")).map(\.0).joined() == "escaped *stars*")
        #expect(runs(Text(verbatim: "**not markdown**")).map(\.0) == ["**not markdown**"])
        let string = "**variable**"
        #expect(runs(Text(string)).map(\.0) == ["**variable**"], "a string is shown as it is")
        #expect(runs(Text("[broken](link")).map(\.0).joined() == "[broken](link")
    }
}
