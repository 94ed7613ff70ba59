import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct ScrollViewTests {
    private func rows(_ count: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 50)
            }
        }
    }

    private func scrollHost(in hosted: Hosted<some View>) throws -> ScrollHostView {
        try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first)
    }

    @Test func contentLaysOutAlongTheAxisAndScrolls() throws {
        let hosted = Hosted(ScrollView { rows(40) }, size: CGSize(width: 300, height: 400), scale: 1)
        let host = try scrollHost(in: hosted)
        #expect(host.scrollView.frame.size == CGSize(width: 300, height: 400))
        #expect(host.scrollView.contentSize == CGSize(width: 300, height: 2000))
        hosted.window.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 50), steps: 10)
        #expect(host.scrollView.contentOffset.y > 200, "\(host.scrollView.contentOffset)")
    }

    @Test func severalViewsInAScrollViewStackAlongItsAxis() throws {
        // As a detail screen writes it: a picture, then the text under it.
        let vertical = Hosted(ScrollView {
            Color.red.frame(height: 120)
            Color.blue.frame(width: 100, height: 80)
        }, size: CGSize(width: 300, height: 400), scale: 1)
        let frames = vertical.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 0, y: 0, width: 300, height: 120)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 100, y: 128, width: 100, height: 80)), "below, 8 points apart: \(frames)")
        #expect(try scrollHost(in: vertical).scrollView.contentSize.height == 208)
        let horizontal = Hosted(ScrollView(.horizontal) {
            Color.red.frame(width: 120, height: 50)
            Color.blue.frame(width: 80, height: 50)
        }, size: CGSize(width: 300, height: 100), scale: 1)
        #expect(roughlyEqual(horizontal.shapeFrames[1], CGRect(x: 128, y: 25, width: 80, height: 50)), "\(horizontal.shapeFrames)")
    }

    @Test func horizontalScrollViewsCentreShortContentAndHideIndicators() throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack { ForEach(0..<30, id: \.self) { Text("\($0)").frame(width: 40) } }
        }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 100), scale: 1)
        let host = try scrollHost(in: hosted)
        #expect(host.scrollView.contentSize.width > 1000)
        #expect(!host.scrollView.showsHorizontalScrollIndicator)
        let narrow = Hosted(ScrollView { Text("Hi").frame(width: 100, height: 40) }, size: CGSize(width: 300, height: 300), scale: 1)
        let text = try #require(narrow.texts.first)
        #expect(abs(text.frame.midX - 150) < 1, "narrow content is centred across the axis: \(text.frame)")
    }

    @Test func scrollModifiersReachTheScrollView() throws {
        let view = ScrollView { rows(40) }
            .scrollDisabled(true).scrollIndicators(.hidden).contentMargins(.vertical, 30).scrollTargetBehavior(.paging)
        let host = try scrollHost(in: Hosted(view, size: CGSize(width: 300, height: 400), scale: 1))
        #expect(!host.scrollView.isScrollEnabled && !host.scrollView.showsVerticalScrollIndicator)
        #expect(host.scrollView.contentInset.top == 30 && host.scrollView.isPagingEnabled)
    }

    @Test func aReaderScrollsToAViewById() throws {
        var proxy: ScrollViewProxy?
        let view = ScrollViewReader { reader in
            ScrollView { rows(40) }.onAppear { proxy = reader }
        }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 400), scale: 1)
        let host = try scrollHost(in: hosted)
        try #require(proxy).scrollTo(30, anchor: .top)
        #expect(host.scrollView.contentOffset.y == 1500)
        try #require(proxy).scrollTo(2)
        #expect(host.scrollView.contentOffset.y == 100, "the least move that shows row 2")
        try #require(proxy).scrollTo(39, anchor: .bottom)
        #expect(host.scrollView.contentOffset.y == 1600, "clamped to the end")
        try #require(proxy).scrollTo("missing")
        #expect(host.scrollView.contentOffset.y == 1600)
    }

    @Test func viewAlignedFlingsRestOnATargetView() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("\($0)").frame(width: 120, height: 60) } }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        let hosted = Hosted(view, size: CGSize(width: 300, height: 100), scale: 1)
        let host = try scrollHost(in: hosted)
        #expect(host.targetFrames.count == 20 && host.targetFrames[1].minX == 120)
        var target = CGPoint(x: 290, y: 0)
        host.scrollViewWillEndDragging(host.scrollView, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == 240)
    }

    @Test func aScrollViewUnderABarStartsItsContentBelowItAndScrollsBeneath() throws {
        let view = NavigationStack {
            ScrollView { rows(40) }.navigationTitle("Rows").navigationBarTitleDisplayMode(.inline)
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.window.layoutIfNeeded()
        let host = try scrollHost(in: hosted)
        let frame = host.scrollView.convert(host.scrollView.bounds, to: nil)
        #expect(frame.minY == 0 && frame.maxY == 844, "the scroll view reaches under the bars: \(frame)")
        let top = host.scrollView.contentInset.top
        #expect(top > 47 && host.scrollView.contentInset.bottom == 34)
        #expect(host.scrollView.contentOffset.y == -top, "it rests at its start")
        let first = try #require(hosted.texts.first { $0.text == "Row 0" })
        #expect(abs(first.frame.minY - (top + 15)) < 2, "the first row shows below the bar: \(first.frame), bar to \(top)")
        hosted.window.drag(from: CGPoint(x: 150, y: 700), to: CGPoint(x: 150, y: 300), steps: 10)
        #expect(host.scrollView.contentOffset.y > 0, "the content scrolls on under the bar")
    }

    @Test func scrollingToARowKeepsItClearOfTheBars() throws {
        let view = NavigationStack {
            ScrollViewReader { proxy in
                ScrollView { rows(40) }.onAppear { proxy.scrollTo(0, anchor: .top) }
            }
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.settle()
        let host = try scrollHost(in: hosted)
        #expect(host.scrollView.contentOffset.y == -host.scrollView.contentInset.top)
    }
}

extension ScrollViewTests {
    @Test func edgeEffectStylesAndHidingReachScrollViewsAndLists() throws {
        let view = VStack {
            ScrollView { rows(5) }.scrollEdgeEffectStyle(.hard, for: .top).scrollEdgeEffectHidden(true, for: .bottom)
            List { Text("Row") }.scrollEdgeEffectStyle(.soft, for: .all).scrollEdgeEffectHidden(true, for: .horizontal)
        }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 600), scale: 1)
        hosted.settle()
        let scroller = try scrollHost(in: hosted).scrollView
        #expect(scroller.topEdgeEffect.style == .hard && scroller.bottomEdgeEffect.style == .automatic)
        #expect(scroller.bottomEdgeEffect.isHidden && !scroller.topEdgeEffect.isHidden)
        let list = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        #expect(list.topEdgeEffect.style == .soft && list.bottomEdgeEffect.style == .soft)
        #expect(list.leftEdgeEffect.isHidden && list.rightEdgeEffect.isHidden && !list.topEdgeEffect.isHidden)
    }
}

@MainActor
private final class GeometryLog {
    var changes: [Bool] = []
    var heights: [CGFloat] = []
}

extension ScrollViewTests {
    @Test func geometryChangesReachTheActionOnlyWhenTheDerivedValueChanges() throws {
        let log = GeometryLog()
        let view = ScrollView { rows(100) }
            .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 200 } action: { _, far in log.changes.append(far) }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.height } action: { _, height in log.heights.append(height) }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        #expect(log.changes.isEmpty, "the first value is not a change")
        let scroller = try scrollHost(in: hosted).scrollView
        scroller.contentOffset.y = 100
        #expect(log.changes.isEmpty)
        scroller.contentOffset.y = 300
        scroller.contentOffset.y = 350
        #expect(log.changes == [true])
        scroller.contentOffset.y = 0
        #expect(log.changes == [true, false])
        #expect(log.heights.isEmpty, "the content's size did not change")
    }
}
