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

/// A screen that closes itself.
private struct ClosingScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
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
                VStack {
                    Text("About \(film.title)")
                    ClosingScreen()
                }
                .navigationTitle(film.title).navigationBarTitleDisplayMode(.inline)
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

    @Test func aPathChangeWithAnimationsDisabledMovesAtOnce() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try navigation(in: hosted)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { catalog.path = [catalog.films[0]] }
        hosted.window.layoutIfNeeded()
        let pushed = try #require(navigation.topViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(pushed.view.layer.animationKeys()?.isEmpty ?? true, "no slide: \(pushed.view.layer.animationKeys() ?? [])")
        #expect(pushed.view.frame.minX == 0)
        withTransaction(transaction) { catalog.path = [] }
        hosted.window.layoutIfNeeded()
        #expect(navigation.viewControllers.count == 1, "popped in the same frame")
        catalog.path = [catalog.films[1]]
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.1)
        hosted.window.layoutIfNeeded()
        let slid = try #require(navigation.topViewController?.view.layer.presentation())
        #expect(slid.position.x != navigation.topViewController?.view.layer.position.x, "a plain change still slides")
        hosted.settle()
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

    @Test func dismissInAPushedScreenPopsIt() throws {
        let catalog = Catalog()
        let hosted = Hosted(CatalogView(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        catalog.path = [catalog.films[0], catalog.films[1]]
        hosted.settle()
        let close = try #require(hosted.window.voiceOverOrder.last { $0.label == "Close" })
        hosted.window.tap(at: close.activationPoint)
        hosted.settle()
        #expect(catalog.path.map(\.title) == ["Metropolis"], "only the top screen went")
        #expect(try navigation(in: hosted).viewControllers.count == 2)
    }

    @Test func dismissInAHostingControllerUIKitPushedOrPresentedClosesIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIHostingController(rootView: ClosingScreen()), animated: false)
        window.layoutIfNeeded()
        TestClock.advance(by: 1)
        let close = try #require(window.voiceOverOrder.first { $0.label == "Close" })
        window.tap(at: close.activationPoint)
        TestClock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1, "the pushed hosting controller is popped")
        root.present(UIHostingController(rootView: ClosingScreen()), animated: false)
        window.layoutIfNeeded()
        TestClock.advance(by: 1)
        let presentedClose = try #require(window.voiceOverOrder.last { $0.label == "Close" })
        window.tap(at: presentedClose.activationPoint)
        TestClock.advance(by: 1)
        #expect(root.presentedViewController == nil, "the presented one is dismissed")
    }
}
