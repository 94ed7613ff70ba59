import Benchmark
import Foundation
import OpenUIKit

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

    Benchmark("Reference screen 1206x2622: full frame") { benchmark in
        await MainActor.run {
            let screen = GlassScreens.Reference()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.fullFrame()) }
        }
    }

    Benchmark("Reference screen 1206x2622: full frame exported as a UIImage") { benchmark in
        await MainActor.run {
            let screen = GlassScreens.Reference()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.fullFrameImage()) }
        }
    }

    Benchmark("Reference screen 1206x2622: one label in the tab bar changed") { benchmark in
        await MainActor.run {
            let screen = GlassScreens.Reference()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.smallChange()) }
        }
    }

    for (name, arrangement) in [("separate glass views", GlassScreens.Trio.Arrangement.separate),
                                ("one UIGlassContainerEffect", .container), ("no glass (baseline)", .none)] {
        Benchmark("Three glass buttons, \(name): frame 1206x480") { benchmark in
            await MainActor.run {
                let trio = GlassScreens.Trio(arrangement)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(trio.frame()) }
            }
        }
    }
}
