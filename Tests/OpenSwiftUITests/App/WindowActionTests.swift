import Foundation
import Testing
@testable import OpenSwiftUI

/// A view that closes its own window.
private struct Closer: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    static var action: DismissWindowAction?
    static var multiple = false
    var body: some View {
        Self.action = dismissWindow
        Self.multiple = supportsMultipleWindows
        return Text("Closer")
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") { Closer() }
        WindowGroup("Note", id: "note", for: Int.self) { $number in
            Text("Note \(number ?? -1)")
        }
        Window("Activity", id: "activity") { Text("Activity") }
    }
}

/// `openWindow` and `dismissWindow` open and close scenes of an app's window groups.
@MainActor
@Suite(.serialized) struct WindowActionTests {
    private func titles(_ app: UIApplication) -> [String] {
        app.scenesInOrder.compactMap { ($0 as? UIWindowScene)?.title }
    }

    private func texts(ofSceneAt index: Int, _ app: UIApplication) -> [String] {
        guard let window = (app.scenesInOrder[index] as? UIWindowScene)?.windows.first else { return [] }
        window.layoutIfNeeded()
        var result: [String] = []
        func visit(_ view: UIView) {
            if let text = (view as? TextView)?.attributedText?.string { result.append(text) }
            view.subviews.forEach(visit)
        }
        visit(window)
        return result
    }

    @Test func openingWindowsByIdentifierAndValue() throws {
        let app = NotesApp.launch()
        let openWindow = OpenWindowAction()
        #expect(titles(app) == ["Notes"], "only the first scene opens at launch")
        openWindow(id: "activity")
        #expect(titles(app) == ["Notes", "Activity"])
        openWindow(id: "activity")
        #expect(titles(app) == ["Notes", "Activity"], "a single window comes forward instead of opening twice")
        openWindow(value: 7)
        #expect(titles(app) == ["Notes", "Activity", "Note"])
        #expect(texts(ofSceneAt: 2, app) == ["Note 7"], "the window presents the value")
        openWindow(id: "note", value: 7)
        #expect(titles(app).count == 3, "the window already presenting 7 comes forward")
        openWindow(id: "note", value: 8)
        #expect(titles(app) == ["Notes", "Activity", "Note", "Note"])
        #expect(texts(ofSceneAt: 3, app) == ["Note 8"])
        openWindow(id: "no such scene")
        #expect(titles(app).count == 4, "an unknown identifier opens nothing")
    }

    @Test func closingWindows() throws {
        let app = NotesApp.launch()
        let openWindow = OpenWindowAction()
        openWindow(value: 1)
        openWindow(value: 2)
        openWindow(id: "activity")
        #expect(titles(app) == ["Notes", "Note", "Note", "Activity"])
        let dismissWindow = DismissWindowAction(window: nil)
        dismissWindow(value: 1)
        #expect(titles(app) == ["Notes", "Note", "Activity"])
        #expect(texts(ofSceneAt: 1, app) == ["Note 2"])
        dismissWindow(id: "activity")
        #expect(titles(app) == ["Notes", "Note"])
        _ = texts(ofSceneAt: 0, app)
        #expect(Closer.multiple, "a Linux app may show several windows")
        let ownWindow = try #require(Closer.action)
        ownWindow()
        #expect(titles(app) == ["Note"], "a view closes the window it is in")
    }
}
