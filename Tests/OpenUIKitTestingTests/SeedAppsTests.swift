import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SeedApps
import SnapshotTesting
import Testing

/// The example apps' screens: their reference images, a clean glass audit, and what they do.
@MainActor
@Suite("Example apps", .serialized, .manualClock, .isolatedAccessibilitySettings, .snapshots(record: .missing))
struct SeedAppsTests {
    private func show(_ view: some View) -> UIWindow {
        let window = GlassAuditWindow.showing(UIHostingController(rootView: view))
        TestClock.advance(by: 0.5)
        return window
    }

    private func keep(_ image: UIImage, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        try? image.pngData()?.write(to: URL(fileURLWithPath: folder + "/\(name).png"))
    }

    @Test func theInvoicesScreen() throws {
        let window = show(InvoiceListScreen())
        let image = window.renderedImage()
        keep(image, as: "example-invoices")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "invoices")
        let audit = assertGlassAudit(of: window)
        #expect(audit.surfaceCount == 3 && audit.containedSurfaceCount == 3, "title bar, quick actions and add button, in one container")
        let labels = window.voiceOverOrder.compactMap(\.label)
        #expect(labels.contains("New invoice") && labels.contains("Invoices"))
        #expect(labels.contains { $0.hasPrefix("This month") }, "the summary reads as one element: \(labels.prefix(4))")
    }

    @Test func theAddButtonGoesToLoadingWhenTapped() throws {
        let window = show(InvoiceListScreen())
        let add = try #require(window.voiceOverOrder.first { $0.label == "New invoice" })
        window.tap(at: add.activationPoint)
        TestClock.advance(by: 0.3)
        #expect(window.voiceOverOrder.contains { $0.label == "New invoice" })
        let model = AddButtonModel()
        model.press()
        model.release()
        model.press()
        #expect(model.phase == .loading, "a press while loading is ignored")
        model.finish()
        #expect(model.phase == .idle)
    }

    @Test func theAccessibleGlassScreenAndItsLiveSettings() throws {
        let window = show(AccessibleGlassScreen())
        let image = window.renderedImage()
        keep(image, as: "example-accessible-glass")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "accessible-glass")
        assertGlassAudit(of: window)
        #expect(window.voiceOverOrder.contains { $0.label == "Favourites: 42" })
        let reduceMotion = try #require(window.voiceOverOrder.first { $0.label == "Reduce Motion" })
        window.tap(at: reduceMotion.activationPoint)
        TestClock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(UIAccessibility.isReduceMotionEnabled, "the switch changed the setting")
        let still = window.renderedImage()
        keep(still, as: "example-accessible-glass-reduce-motion")
        assertSnapshot(of: still, as: .image(precision: 0.98), named: "accessible-glass-reduce-motion")
        let contrast = try #require(window.voiceOverOrder.first { $0.label == "Increase Contrast" })
        window.tap(at: contrast.activationPoint)
        TestClock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        keep(window.renderedImage(), as: "example-accessible-glass-contrast")
    }
}

extension SeedAppsTests {
    @Test func theInboxFollowsItsModelsWithNoReloads() throws {
        let inbox = Inbox()
        let tabs = InboxViewController.app(inbox: inbox)
        let window = GlassAuditWindow.showing(tabs)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let screen = try #require(navigation.topViewController as? InboxViewController)
        window.layoutIfNeeded()
        let image = window.renderedImage()
        keep(image, as: "example-inbox")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "inbox")
        #expect(navigation.tabBarItem.badgeValue == "6")
        #expect(window.voiceOverOrder.contains { $0.label == "6 unread messages" })
        let updates = screen.propertyUpdates
        // Tapping Ada's unread message marks it read: the row, the status and the badge follow.
        let ada = try #require(window.voiceOverOrder.first { $0.label?.hasPrefix("Ada") == true })
        window.tap(at: ada.activationPoint)
        window.layoutIfNeeded()
        #expect(inbox.messages[0].isRead)
        #expect(navigation.tabBarItem.badgeValue == "5")
        #expect(window.voiceOverOrder.contains { $0.label == "5 unread messages" })
        #expect(screen.propertyUpdates == updates + 1, "one property update for one change")
        // A change made elsewhere (a sync) reaches the screen the same way.
        for message in inbox.messages { message.isRead = true }
        window.layoutIfNeeded()
        #expect(navigation.tabBarItem.badgeValue == nil)
        #expect(!window.voiceOverOrder.contains { $0.label?.hasSuffix("unread messages") == true }, "the status hides")
        assertGlassAudit(of: window)
    }
}

extension SeedAppsTests {
    @Test func theFilmScreenItsMiniPlayerAndItsPills() throws {
        let screen = FilmPlayerViewController()
        let window = GlassAuditWindow.showing(screen)
        TestClock.advance(by: 0.5)
        let image = window.renderedImage()
        keep(image, as: "example-films")
        assertSnapshot(of: image, as: .image(precision: 0.98), named: "films")
        assertGlassAudit(of: window)
        // Play: only the player's property update runs, not its layout.
        let player = screen.miniPlayer
        let (updates, layouts) = (player.propertyUpdates, player.layouts)
        let play = try #require(window.voiceOverOrder.first { $0.label == "Play" })
        window.tap(at: play.activationPoint)
        window.layoutIfNeeded()
        #expect(screen.playback.isPlaying)
        #expect(window.voiceOverOrder.contains { $0.label == "Pause" })
        #expect(player.propertyUpdates == updates + 1 && player.layouts == layouts, "a property change is not a layout")
        // A new film reaches the title and the player through the models alone.
        screen.film.title = "Coco"
        window.layoutIfNeeded()
        #expect(screen.playback.filmTitle == "Coco")
        // The pills move onto the search capsule together, their glass merging on the way.
        let start = screen.pills.map { $0.convert($0.bounds, to: window) }
        screen.setPillsCollapsed(true)
        TestClock.advance(by: 0.2)
        let middle = screen.pills.map { $0.layer.presentation().map { CGRect(origin: $0.position, size: .zero) } ?? .zero }
        #expect(middle.count == 4 && start.count == 4)
        keep(window.renderedImage(), as: "example-films-collapsing")
        TestClock.advance(by: 0.5)
        #expect(screen.pills.allSatisfy { $0.alpha == 0 } && screen.search.alpha == 1)
        let collapsed = screen.pills.map { $0.convert($0.bounds, to: window) }
        #expect(Set(collapsed.map { $0.integral }).count == 1, "every pill ends on the search capsule")
        keep(window.renderedImage(), as: "example-films-collapsed")
    }
}
