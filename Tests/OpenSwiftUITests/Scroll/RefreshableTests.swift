import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Feed {
    var reloads = 0
    var items = ["One", "Two", "Three"]

    func reload() async {
        reloads += 1
        items.insert("New \(reloads)", at: 0)
    }
}

private struct FeedList: View {
    let feed: Feed

    var body: some View {
        List(feed.items, id: \.self) { Text($0) }.refreshable { await feed.reload() }
    }
}

@MainActor
@Suite(.manualClock) struct RefreshableTests {
    private func pull(_ hosted: Hosted<some View>) {
        hosted.window.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 320), steps: 16, hold: 0.2)
    }

    /// Lets the refresh task run on the main actor.
    private func letTasksRun() async {
        for _ in 0..<10 { await Task.yield() }
    }

    @Test func pullingAListDownRunsItsRefreshActionOnce() async throws {
        let feed = Feed()
        let hosted = Hosted(FeedList(feed: feed), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        let control = try #require(collection.refreshControl)
        pull(hosted)
        #expect(control.isRefreshing)
        TestClock.advance(by: 1)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/refresh.png"))
        }
        await letTasksRun()
        hosted.settle()
        #expect(feed.reloads == 1)
        #expect(!control.isRefreshing, "the spinner stops when the action returns")
        #expect(hosted.texts.map(\.text).contains("New 1"))
    }

    @Test func aScrollViewRefreshesAndTheActionIsInTheEnvironment() async throws {
        let feed = Feed()
        let view = ScrollView { VStack { ForEach(feed.items, id: \.self) { Text($0) } } }.refreshable { await feed.reload() }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let scroll = try #require(hosted.drawnViews.compactMap { $0.view as? UIScrollView }.first)
        #expect(scroll.refreshControl != nil)
        pull(hosted)
        await letTasksRun()
        hosted.settle()
        #expect(feed.reloads == 1)

        var environment = EnvironmentValues()
        #expect(environment.refresh == nil)
        environment.refresh = RefreshAction { await feed.reload() }
        await environment.refresh?()
        #expect(feed.reloads == 2)
    }

    @Test func withoutRefreshableThereIsNoControl() throws {
        let hosted = Hosted(List(["One"], id: \.self) { Text($0) }, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        #expect(collection.refreshControl == nil)
    }
}
