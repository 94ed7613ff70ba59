import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private struct Film: Hashable, Identifiable {
    let id: Int
    let title: String
}

@MainActor
@Observable
private final class Catalog {
    var path: [Film] = []
    var showsAbout = false
    let films = [Film(id: 1, title: "Metropolis"), Film(id: 2, title: "Nosferatu")]
}

private struct CatalogView: View {
    @Bindable var catalog: Catalog

    var body: some View {
        NavigationStack(path: $catalog.path) {
            VStack {
                ForEach(catalog.films) { film in
                    NavigationLink(film.title, value: film)
                }
                NavigationLink("Credits") { Text("Made on Linux").navigationTitle("Credits") }
            }
            .navigationTitle("Films")
            .navigationDestination(for: Film.self) { film in
                Text("About \(film.title)").navigationTitle(film.title).navigationBarTitleDisplayMode(.inline)
            }
            .navigationDestination(isPresented: $catalog.showsAbout) { Text("About the catalog") }
        }
    }
}

@MainActor
@Suite(.manualClock) struct NavigationStackTests {
    private func navigation(in hosted: Hosted<some View>) throws -> UINavigationController {
        try #require(hosted.controller.children.first as? UINavigationController)
    }

    @Test func theRootShowsWithItsLargeTitle() throws {
        let hosted = Hosted(CatalogView(catalog: Catalog()), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try navigation(in: hosted)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController?.navigationItem.title == "Films")
        #expect(navigation.view.frame.size == CGSize(width: 390, height: 844))
    }

    @Test func tappingALinkAppendsItsValueAndPushesItsScreen() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let link = try #require(hosted.window.voiceOverOrder.first { $0.label == "Nosferatu" })
        hosted.window.tap(at: link.activationPoint)
        hosted.settle()
        #expect(catalog.path.map(\.title) == ["Nosferatu"])
        let navigation = try navigation(in: hosted)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.navigationItem.title == "Nosferatu")
        #expect(navigation.topViewController?.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test func aPathPushFadesTheBackButtonInAsUIKitsDoes() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try navigation(in: hosted)
        catalog.path = [catalog.films[0]]
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.1)
        hosted.window.layoutIfNeeded()
        #expect(navigation.topViewController?.navigationItem.title == "Metropolis", "the screen's title is there as the push starts")
        let back = try #require(navigation.navigationBar.subviews.first { $0 is UIButton && $0.frame.minX < 40 })
        let opacity = try #require(back.layer.presentation()).opacity
        #expect(opacity > 0.01 && opacity < 0.99, "the back button fades in with the bar's transition: \(opacity)")
        hosted.settle()
        #expect(back.superview != nil && back.alpha == 1, "the same button stays once the transition ends")
    }

    @Test func thePathDrivesTheScreensAndGoingBackShortensIt() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        catalog.path = catalog.films
        hosted.settle()
        let navigation = try navigation(in: hosted)
        #expect(navigation.viewControllers.count == 3)
        navigation.popViewController(animated: true)
        hosted.settle()
        #expect(catalog.path.map(\.title) == ["Metropolis"])
        catalog.path = []
        hosted.settle()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func linksToViewsAndPresentedDestinationsPush() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let credits = try #require(hosted.window.voiceOverOrder.first { $0.label == "Credits" })
        hosted.window.tap(at: credits.activationPoint)
        hosted.settle()
        let navigation = try navigation(in: hosted)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.navigationItem.title == "Credits")
        navigation.popViewController(animated: false)
        hosted.settle()
        catalog.showsAbout = true
        hosted.settle()
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: true)
        hosted.settle()
        #expect(!catalog.showsAbout, "going back turns the binding off")
    }
}
