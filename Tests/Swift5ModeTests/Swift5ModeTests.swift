import OpenUIKitShim
import Testing

@MainActor
@Suite("Swift 5 language mode")
struct Swift5ModeTests {
    @Test func aPlainFunctionAnimatesFiltersIntoTheSearchBar() {
        let controller = FilterBarController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let filters = controller.filters
        #expect(filters.count == 3)
        controller.collapse()
        for filter in filters {
            #expect(filter.frame == controller.searchBar.frame, "the model frame is the search bar's at once")
            #expect(filter.alpha == 0)
        }
        #expect(makeCaption("Filters").numberOfLines == 0)
    }

    @Test func previewsAsXcodeWritesThemAreFound() {
        #if os(Linux)
        let names = PreviewCatalog.entries.filter { $0.fileID == "Swift5ModeTests/Previews.swift" }.map(\.name)
        #expect(names == ["Previews.swift:18", "Toggle", "Greeting controller"])
        #expect(PreviewCatalog.entries.contains { $0.name == "Greeting provider" })
        #endif
    }

    @Test func aSecondWindowOpensForAnActivity() throws {
        #if os(Linux)
        let app = UIApplication.launch(delegate: DocumentsAppDelegate())
        let first = try #require(app.connectedScenes.first?.delegate as? DocumentSceneDelegate)
        first.openInNewWindow("Plan.txt")
        #expect(app.connectedScenes.count == 2)
        let opened = app.connectedScenes.compactMap { $0.delegate as? DocumentSceneDelegate }.first { $0 !== first }
        #expect(opened?.shownDocument == "Plan.txt")
        opened?.closeWindow()
        #expect(app.connectedScenes.count == 1)
        #endif
    }
}
