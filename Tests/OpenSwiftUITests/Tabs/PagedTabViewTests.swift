import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Onboarding {
    var page = 0
}

private struct OnboardingPages: View {
    @Bindable var onboarding: Onboarding

    var body: some View {
        TabView(selection: $onboarding.page) {
            Color.red.overlay { Text("Welcome") }.tag(0)
            Color.green.overlay { Text("Sync") }.tag(1)
            Color.blue.overlay { Text("Done") }.tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@MainActor
@Suite(.manualClock) struct PagedTabViewTests {
    @Test func pagesSwipeSidewaysAndFollowTheSelection() throws {
        let onboarding = Onboarding()
        let hosted = Hosted(OnboardingPages(onboarding: onboarding), size: CGSize(width: 300, height: 500), scale: 1)
        hosted.settle()
        let scroll = try #require(hosted.drawnViews.compactMap { $0.view as? UIScrollView }.first)
        #expect(scroll.isPagingEnabled)
        #expect(scroll.contentSize.width == 900)
        let dots = try #require(hosted.drawnViews.compactMap { $0.view as? UIPageControl }.first)
        #expect(dots.numberOfPages == 3 && dots.currentPage == 0)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/pages.png"))
        }
        #expect(hosted.redPixels(inRow: 100) > 250, "the first page fills the view")

        onboarding.page = 2
        hosted.settle()
        #expect(abs(scroll.contentOffset.x - 600) < 1, "the selection shows its page: \(scroll.contentOffset.x)")
        #expect(dots.currentPage == 2)

        hosted.window.drag(from: CGPoint(x: 200, y: 250), by: CGPoint(x: 200, y: 0), steps: 10)
        hosted.settle()
        #expect(onboarding.page == 1, "a swipe back one page writes the selection")

        dots.accessibilityIncrement()
        hosted.settle()
        #expect(onboarding.page == 2, "the dots choose pages too")
        #expect(abs(scroll.contentOffset.x - 600) < 1)
    }

    @Test func withoutSelectionOnePageShowsNoDots() throws {
        let view = TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .automatic))
        let hosted = Hosted(view, size: CGSize(width: 300, height: 500), scale: 1)
        hosted.settle()
        #expect(hosted.drawnViews.compactMap { $0.view as? UIPageControl }.isEmpty)
        #expect(hosted.texts.map(\.text) == ["Only"])
    }
}
