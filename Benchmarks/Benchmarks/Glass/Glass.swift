import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// Liquid Glass frames: the reference iPhone screen (full frame and a one-label change)
/// and three adjacent glass buttons separate vs in one container, with the backdrop alone
/// as the baseline to subtract. Frames are brought up to date as a screen presenter does
/// (`updateFrame()`); one benchmark adds the `UIImage` export that headless renders pay.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 60
    )

    // The process's peak resident memory while full frames render: the window's frame
    // buffer (12.6 MB at 3x), glass and text caches, and the harness itself.
    Benchmark("Reference screen 1206x2622: full frame", configuration: .init(metrics: [.wallClock, .peakMemoryResident])) { benchmark in
        await MainActor.run {
            let screen = Screens.reference
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.fullFrame()) }
        }
    }

    // The same frame rasterized on one thread and on two, in the same run: the ratio is
    // what splitting frames into bands gains on this machine.
    for threads in [1, 2] {
        Benchmark("Reference screen 1206x2622: full frame, \(threads) render thread\(threads == 1 ? "" : "s")") { benchmark in
            await MainActor.run {
                let screen = Screens.reference
                let previous = screen.window.renderThreadCount
                screen.window.renderThreadCount = threads
                defer { screen.window.renderThreadCount = previous }
                _ = screen.fullFrame()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(screen.fullFrame()) }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Reference screen 1206x2622: full frame exported as a UIImage") { benchmark in
        await MainActor.run {
            let screen = Screens.reference
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.fullFrameImage()) }
        }
    }

    // Same run, same screen: an idle frame against the full frame above (aim: at most 2%).
    Benchmark("Reference screen 1206x2622: idle frame (nothing changed)") { benchmark in
        await MainActor.run {
            let screen = Screens.reference
            _ = screen.idleFrame()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.idleFrame()) }
        }
    }

    Benchmark("Reference screen 1206x2622: one label in the tab bar changed") { benchmark in
        await MainActor.run {
            let screen = Screens.reference
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.smallChange()) }
        }
    }

    for (name, arrangement) in [("separate glass views", GlassScreens.Trio.Arrangement.separate),
                                ("one UIGlassContainerEffect", .container), ("no glass (baseline)", .none)] {
        Benchmark("Three glass buttons, \(name): frame 1206x480") { benchmark in
            await MainActor.run {
                let trio = Screens.trio(arrangement)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(trio.frame()) }
            }
        }
    }
}

/// Each screen is built once and reused by every iteration: the harness calls a benchmark's
/// closure once per iteration, and a fresh screen would make each measured frame the
/// second one of a new window (cold caches, newly mapped memory), not a steady frame.
@MainActor
enum Screens {
    static let reference = GlassScreens.Reference()
    private static var trios: [GlassScreens.Trio.Arrangement: GlassScreens.Trio] = [:]

    static func trio(_ arrangement: GlassScreens.Trio.Arrangement) -> GlassScreens.Trio {
        if let trio = trios[arrangement] { return trio }
        let trio = GlassScreens.Trio(arrangement)
        trios[arrangement] = trio
        return trio
    }
}
