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
}
