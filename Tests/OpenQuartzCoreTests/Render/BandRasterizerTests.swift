import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct BandRasterizerTests {
    @Test func bandsTileTheRowsForEveryThreadCount() {
        for threads in [1, 2, 3, 7, 64] {
            for rows in [0..<0, 0..<1, 3..<17, 0..<2622, 100..<1000] {
                let bands = BandRasterizer.bands(of: rows, threads: threads)
                #expect(bands.first?.lowerBound == rows.lowerBound && bands.last?.upperBound == rows.upperBound)
                #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                if threads == 1 { #expect(bands.count == 1) }
                #expect(bands.allSatisfy { $0.count >= min(rows.count, BandRasterizer.minimumBandHeight) || $0 == bands.last })
            }
        }
    }

    @Test func theThreadCountComesFromTheEnvironmentWithinBounds() {
        #expect(RenderThreads.resolve(environment: nil, processors: 6) == 6)
        #expect(RenderThreads.resolve(environment: "1", processors: 6) == 1)
        #expect(RenderThreads.resolve(environment: " 3 ", processors: 6) == 3)
        #expect(RenderThreads.resolve(environment: "0", processors: 6) == 1)
        #expect(RenderThreads.resolve(environment: "100000", processors: 6) == RenderThreads.maximum)
        #expect(RenderThreads.resolve(environment: "many", processors: 6) == 6)
    }

    /// A translucent group with a shadowed, bordered, rounded child over a background,
    /// rendered by compositors at several thread counts.
    @Test func aCompositedTreeIsTheSameAtAnyThreadCount() {
        func render(threads: Int) -> [UInt32] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
            root.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
            let group = CALayer()
            group.frame = CGRect(x: 10.5, y: 7.25, width: 90, height: 70)
            group.opacity = 0.7
            group.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.5)
            let card = CALayer()
            card.frame = CGRect(x: 12, y: 9, width: 60, height: 45)
            card.cornerRadius = 11
            card.masksToBounds = false
            card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.borderWidth = 1.5
            card.borderColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            card.shadowOpacity = 0.4
            card.shadowRadius = 6
            card.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
            group.addSublayer(card)
            root.addSublayer(group)
            let compositor = LayerCompositor(rootLayer: root, size: root.bounds.size, scale: 3)
            compositor.renderThreadCount = threads
            compositor.update()
            return compositor.frameContext!.deviceRows(0..<270)
        }
        let one = render(threads: 1)
        #expect(render(threads: 2) == one)
        #expect(render(threads: 7) == one)
        #expect(one.contains { $0 != one[0] }, "something was drawn")
    }
}
