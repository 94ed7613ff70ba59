import Benchmark
import Foundation
import OpenUIKit

/// 10,000 labels in one window, each bound to its own model: one change and its pass,
/// 1,000 changes and one pass, and memory per bound label; automatic Observation tracking
/// against an OpenCombine `@Published` + `sink` binding in the same run.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    for (name, binding) in [
        ("Observation", BoundScreen.Binding.observation), ("Combine (baseline)", .combine),
        ("Bare withObservationTracking (floor)", .bareObservation),
    ] {
        Benchmark("\(name): 1 change -> pass, 10,000 bound labels") { benchmark in
            await MainActor.run {
                let screen = Screens.shared(binding)
                ObservedLabel.propertiesRuns = 0
                ObservedLabel.layoutRuns = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { screen.change(1) }
                benchmark.stopMeasurement()
                if binding == .observation, ObservedLabel.propertiesRuns != benchmark.scaledIterations.count || ObservedLabel.layoutRuns != 0 {
                    benchmark.error("expected one updateProperties and no layout per change, got \(ObservedLabel.propertiesRuns) and \(ObservedLabel.layoutRuns)")
                }
            }
        }

        Benchmark("\(name): 1,000 changes -> one pass, 10,000 bound labels") { benchmark in
            await MainActor.run {
                let screen = Screens.shared(binding)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { screen.change(1_000) }
            }
        }

        Benchmark(
            "\(name): bytes per bound label",
            configuration: .init(metrics: [.custom("bytes per bound label")], maxIterations: 3)
        ) { benchmark in
            await MainActor.run {
                let before = allocatedBytes()
                let screen = BoundScreen(count: 2_000, binding: binding)
                let bound = allocatedBytes() - before
                let plainBefore = allocatedBytes()
                let plain = BoundScreen(count: 2_000, binding: .none)
                let unbound = allocatedBytes() - plainBefore
                withExtendedLifetime((screen, plain)) {
                    benchmark.measurement(.custom("bytes per bound label"), max(0, bound - unbound) / 2_000)
                }
            }
        }
    }
}

/// One screen per binding, built once: 10,000 labels take a while to create.
@MainActor
enum Screens {
    private static var screens: [BoundScreen.Binding: BoundScreen] = [:]

    static func shared(_ binding: BoundScreen.Binding) -> BoundScreen {
        if let screen = screens[binding] { return screen }
        let screen = BoundScreen(count: 10_000, binding: binding)
        screens[binding] = screen
        return screen
    }
}
