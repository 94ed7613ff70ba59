import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIPageControl", .serialized)
struct UIPageControlTests {
    @Test func pagesStayInRangeAndTheControlSizesToItsDots() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        #expect(pages.intrinsicContentSize == CGSize(width: 5 * 16 + 16, height: 26))
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 3
        #expect(pages.currentPage == 2, "fewer pages bring the current one in")
        pages.numberOfPages = -2
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.isHidden)
        pages.numberOfPages = 4
        pages.currentPage = 1
        #expect(!pages.isHidden && pages.accessibilityValue == "page 2 of 4" && pages.accessibilityTraits.contains(.adjustable))
    }

    @Test func tapsStepOnePageAndDragsScrub() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        let (window, changes) = controlScene(pages, frame: CGRect(x: 95, y: 300, width: 200, height: 26))
        // The dots' centres: 163, 179, 195, 211, 227 in the window.
        window.tap(at: CGPoint(x: 190, y: 313))
        #expect(pages.currentPage == 1 && changes() == 1, "a tap beyond the current dot moves on one")
        window.tap(at: CGPoint(x: 110, y: 313))
        #expect(pages.currentPage == 0 && changes() == 2)
        window.touchDown(at: CGPoint(x: 163, y: 313))
        window.touchMove(to: CGPoint(x: 196, y: 313))
        #expect(pages.currentPage == 2)
        window.touchMove(to: CGPoint(x: 260, y: 313))
        window.touchUp(at: CGPoint(x: 260, y: 313))
        #expect(pages.currentPage == 4 && changes() == 4, "scrubbed to the end")
        pages.currentPage = 0
        #expect(changes() == 4, "set in code: no action")
    }
}
