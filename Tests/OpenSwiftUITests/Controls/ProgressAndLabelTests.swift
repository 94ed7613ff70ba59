import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct ProgressAndLabelTests {
    @Test func determinateProgressShowsABarAndUnknownProgressASpinner() throws {
        let bar = Hosted(ProgressView("Copying", value: 0.25).padding(), size: CGSize(width: 300, height: 100), scale: 1)
        let progress = try #require(bar.drawnViews.compactMap { $0.view as? UIProgressView }.first)
        #expect(progress.progress == 0.25)
        #expect(bar.texts.map(\.text) == ["Copying"])
        let spinner = Hosted(ProgressView(), size: CGSize(width: 100, height: 100), scale: 1)
        #expect(spinner.drawnViews.contains { ($0.view as? UIActivityIndicatorView)?.isAnimating == true })
        let circular = Hosted(ProgressView(value: 0.5).progressViewStyle(.circular), size: CGSize(width: 100, height: 100), scale: 1)
        #expect(circular.drawnViews.allSatisfy { !($0.view is UIProgressView) }, "a ring, not a bar")
    }

    @Test func progressValuesAreClamped() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.nan, total: 1) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(5.0, total: 2) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-1.0, total: 2) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(1.0, total: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(nil as Double?, total: 1) == nil)
    }

    @Test func labelsShowTitleAndIconOrOneOfThem() throws {
        let both = Hosted(Label("Downloads", systemImage: "arrow.down.circle"), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(both.texts.map(\.text) == ["Downloads"])
        #expect(both.drawnViews.contains { $0.view is ImageLeafView })
        let icon = Hosted(Label("Downloads", systemImage: "arrow.down.circle").labelStyle(.iconOnly), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(icon.texts.isEmpty && icon.drawnViews.contains { $0.view is ImageLeafView })
        let title = Hosted(Label("Downloads", systemImage: "arrow.down.circle").labelStyle(.titleOnly), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(title.texts.count == 1 && !title.drawnViews.contains { $0.view is ImageLeafView })
        let frames = both.drawnViews.filter { $0.view is ImageLeafView || $0.view is TextView }.map(\.frame)
        #expect(frames.count == 2 && frames[0].maxX <= frames[1].minX, "the icon leads the title")
    }
}
