import Dispatch
import Foundation
import OpenCoreGraphics

/// Rasterizes a display list into a frame in horizontal bands, on several threads at once.
///
/// Each band is a context over the frame's own pixels limited to its rows, so bands never
/// write the same pixel; transparency layers share one frame-sized buffer per depth for the
/// same reason. A pixel's value does not depend on which band drew it (the rasterizer
/// measures every edge from its own ends, not from a band's edge), so the frame is
/// bit-identical for any thread count. Backdrops read beyond their rows, so the bands stop
/// at each: every band finishes what lies beneath, then the backdrop runs once over the
/// whole frame on the main actor, then the bands go on.
@MainActor
final class BandRasterizer {
    /// Threads drawing at once; 1 draws on the calling thread alone.
    var threadCount: Int
    private var layerPool: TransparencyLayerPool?

    /// The fewest rows worth a band of its own: thinner bands cost more in setup than they save.
    static let minimumBandHeight = 16
    /// Bands per thread: more than one, so a thread that finishes early takes another band.
    static let bandsPerThread = 4

    init(threadCount: Int) {
        self.threadCount = max(1, min(RenderThreads.maximum, threadCount))
    }

    /// Replays `list` into `frame` over the device rows `rows`, and returns each backdrop's
    /// layer with what its render asked of later frames.
    func rasterize(_ list: DisplayList, into frame: CGContext, rows: Range<Int>) -> [(CALayer, CABackdropRenderOutcome)] {
        let pool = pool(for: frame)
        let bands = Self.bands(of: rows, threads: threadCount)
        let work = BandWork(contexts: bands.map { frame.makeBand(rows: $0, layerPool: pool) }, rows: bands, commands: list.commands)
        var outcomes: [(CALayer, CABackdropRenderOutcome)] = []
        var start = 0
        for (index, command) in list.commands.enumerated() {
            guard case .backdrop(let backdrop) = command else { continue }
            replay(work, start..<index)
            outcomes.append(run(list.backdrops[backdrop], over: frame, pool: pool))
            start = index + 1
        }
        replay(work, start..<list.commands.count)
        return outcomes
    }

    /// The bands `rows` is split into for `threads` threads, top to bottom.
    static func bands(of rows: Range<Int>, threads: Int) -> [Range<Int>] {
        guard threads > 1, !rows.isEmpty else { return [rows] }
        let count = max(1, min(threads * bandsPerThread, rows.count / minimumBandHeight))
        let height = (rows.count + count - 1) / count
        return stride(from: rows.lowerBound, to: rows.upperBound, by: height).map { $0..<min($0 + height, rows.upperBound) }
    }

    private func pool(for frame: CGContext) -> TransparencyLayerPool {
        if let layerPool, layerPool.width == frame.width, layerPool.height == frame.height { return layerPool }
        let fresh = TransparencyLayerPool(width: frame.width, height: frame.height)
        layerPool = fresh
        return fresh
    }

    /// Every band replays `range` of the commands, on as many threads as allowed.
    private func replay(_ work: BandWork, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        ParallelRows.forEach(work.rows.count, threads: threadCount) { band in work.replay(range, band: band) }
    }

    /// Runs a backdrop over the whole frame, in the state it was recorded in.
    private func run(_ backdrop: DisplayList.RecordedBackdrop, over frame: CGContext, pool: TransparencyLayerPool) -> (CALayer, CABackdropRenderOutcome) {
        let view = frame.makeView(ofLayerDepth: backdrop.layerDepth, layerPool: pool)
        view.effectThreadCount = threadCount
        for clip in backdrop.clips {
            switch clip {
            case .path(let path, let ctm):
                view.addPath(path.copy(using: [ctm]) ?? path)
                view.clip()
            case .enclosingPixels(let rect):
                view.clipToEnclosingPixels(of: rect)
            }
        }
        view.concatenate(backdrop.ctm)
        return (backdrop.layer, backdrop.renderer.renderBackdrop(for: backdrop.layer, in: view, shown: backdrop.shown))
    }
}

/// The bands of one frame: their contexts, rows and the commands they replay.
///
/// Sendable by construction rather than by type: each context is used by one thread at a
/// time (a band is taken once per replay), and bands write disjoint rows of shared pixels.
private final class BandWork: @unchecked Sendable {
    let contexts: [CGContext]
    let rows: [Range<Int>]
    let commands: [RenderCommand]

    init(contexts: [CGContext], rows: [Range<Int>], commands: [RenderCommand]) {
        self.contexts = contexts
        self.rows = rows
        self.commands = commands
    }

    func replay(_ range: Range<Int>, band: Int) {
        let context = contexts[band], rows = rows[band]
        for command in commands[range] {
            if let touched = command.rows, !touched.overlaps(rows) { continue }
            Self.apply(command, to: context)
        }
    }

    private static func apply(_ command: RenderCommand, to context: CGContext) {
        switch command {
        case .saveGState: context.saveGState()
        case .restoreGState: context.restoreGState()
        case .concatenate(let transform): context.concatenate(transform)
        case .clip(let path):
            context.addPath(path)
            context.clip()
        case .clipToEnclosingPixels(let rect): context.clipToEnclosingPixels(of: rect)
        case .setAlpha(let alpha): context.setAlpha(alpha)
        case .setBlendMode(let mode): context.setBlendMode(mode)
        case .beginTransparencyLayer: context.beginTransparencyLayer(auxiliaryInfo: nil)
        case .endTransparencyLayer: context.endTransparencyLayer()
        case .clear(let rect, _): context.clear(rect)
        case .fill(let path, let color, let rule, _):
            context.setFillColor(color)
            context.addPath(path)
            context.fillPath(using: rule)
        case .image(let image, let rect, let sampling, _): context.drawFlipped(image, in: rect, sampling: sampling)
        case .backdrop: break
        }
    }
}
