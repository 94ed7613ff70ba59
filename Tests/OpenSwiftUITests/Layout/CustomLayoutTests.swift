import Foundation
import Testing
@testable import OpenSwiftUI

/// Lines subviews up left to right, wrapping at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(for: proposal.width ?? .infinity, subviews: subviews).last.map { CGSize(width: $0.width, height: $0.maxY) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }

    private func rows(for width: CGFloat, subviews: Subviews) -> [(width: CGFloat, maxY: CGFloat)] {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > width, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return [(widest, y + rowHeight)]
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews by rank, highest first; counts how often its cache is made.
private struct RankedStack: Layout {
    final class Counter: @unchecked Sendable { var made = 0; var updated = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> [Int] {
        counter.made += 1
        return subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] }
    }

    func updateCache(_ cache: inout [Int], subviews: Subviews) {
        counter.updated += 1
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        CGSize(width: 20, height: CGFloat(subviews.count) * 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
        for (row, index) in cache.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 10), proposal: ProposedViewSize(width: 20, height: 10))
        }
    }
}

/// Answers with nonsense sizes and places nothing.
private struct BrokenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -.infinity)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
@Suite struct CustomLayoutTests {
    @Test func flowLayoutWraps() {
        let view = FlowLayout {
            Color.red.frame(width: 40, height: 10)
            Color.red.frame(width: 40, height: 10)
            Color.red.frame(width: 40, height: 10)
        }
        let hosted = Hosted(view.frame(width: 100, alignment: .topLeading), size: CGSize(width: 100, height: 100))
        let frames = hosted.shapeFrames
        #expect(frames.count == 3)
        #expect(frames[0].minY == frames[1].minY && frames[1].minX == frames[0].maxX + 4)
        #expect(frames[2].minX == frames[0].minX && frames[2].minY == frames[0].maxY + 4)
    }

    @Test func layoutValuesAndCachesReachTheLayout() {
        let counter = RankedStack.Counter()
        let view = RankedStack(counter: counter) {
            Color.red.layoutValue(key: Rank.self, value: 1)
            Color.blue.layoutValue(key: Rank.self, value: 3)
            Color.green
        }
        let hosted = Hosted(view, size: CGSize(width: 100, height: 100))
        let frames = hosted.shapeFrames
        #expect(frames.count == 3)
        #expect(frames[1].minY < frames[0].minY && frames[0].minY < frames[2].minY, "blue (rank 3) first, green (default 0) last")
        #expect(counter.made >= 1)
        let made = counter.made
        hosted.window.setNeedsLayout()
        hosted.window.layoutIfNeeded()
        #expect(counter.made == made, "the cache is kept across layouts")
    }

    @Test func unplacedSubviewsAreCentredAndBadSizesClamped() {
        let hosted = Hosted(BrokenLayout { Color.red.frame(width: 10, height: 10) }.frame(width: 50, height: 50), size: CGSize(width: 50, height: 50))
        #expect(hosted.shapeFrames.first == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test func stackLayoutsMatchTheirStacks() {
        let stack = Hosted(HStack(spacing: 6) { Color.red.frame(width: 20); Color.blue.frame(width: 30) }.frame(height: 10), size: CGSize(width: 100, height: 40))
        let layout = Hosted(HStackLayout(spacing: 6) { Color.red.frame(width: 20); Color.blue.frame(width: 30) }.frame(height: 10), size: CGSize(width: 100, height: 40))
        #expect(stack.shapeFrames == layout.shapeFrames)
        let vertical = Hosted(VStackLayout(alignment: .leading, spacing: 0) { Color.red.frame(width: 20, height: 5); Color.blue.frame(width: 30, height: 5) }, size: CGSize(width: 100, height: 40))
        #expect(vertical.shapeFrames[0].minX == vertical.shapeFrames[1].minX)
        #expect(vertical.shapeFrames[1].minY == vertical.shapeFrames[0].maxY)
        let z = Hosted(ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 5, height: 5) }, size: CGSize(width: 100, height: 40))
        #expect(z.shapeFrames[1].maxX == z.shapeFrames[0].maxX && z.shapeFrames[1].maxY == z.shapeFrames[0].maxY)
    }

    @Test func anyLayoutSwitchesArrangementKeepingState() {
        struct Switcher: View {
            @State var wide = true
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .onTapGesture { wide.toggle() }
            }
        }
        let hosted = Hosted(Switcher(), size: CGSize(width: 100, height: 100))
        let before = hosted.shapeFrames
        let redView = hosted.drawnViews.first { $0.view is ShapeDrawingView }?.view
        #expect(before[1].minX == before[0].maxX)
        hosted.window.tap(at: CGPoint(x: before[0].midX, y: before[0].midY))
        hosted.window.layoutIfNeeded()
        let after = hosted.shapeFrames
        #expect(after[1].minY == after[0].maxY, "now stacked vertically: \(after)")
        #expect(hosted.drawnViews.first { $0.view is ShapeDrawingView }?.view === redView, "the subviews kept their identity")
    }
}
