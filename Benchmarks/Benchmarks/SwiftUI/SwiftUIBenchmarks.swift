import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import SwiftUIScreens
@_spi(OpenUIKit) import OpenUIKit

/// OpenSwiftUI against the same screens written in UIKit, in one run, in a 390×844 window
/// at 3x on the manual clock: a column of 1,000 rows (a text and a square each) bound to
/// `@Observable` models, built and rendered once, and one model change to its frame (after
/// twenty to warm up); and
/// 200 squares moving their offsets in an animation, one 120 Hz frame each; and a screen of
/// 50 mixed views rendered to an image at 3x by `ImageRenderer`, against the same screen's
/// UIKit views rendered by a window.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(4),
        maxIterations: 200
    )
    Benchmark("1,000 rows, first render: SwiftUI") { benchmark in
        await MainActor.run { firstRender(benchmark) { RowsScreen.swiftUI() } }
    }
    Benchmark("1,000 rows, first render: UIKit (baseline)") { benchmark in
        await MainActor.run { firstRender(benchmark) { RowsScreen.uiKit() } }
    }
    Benchmark("1,000 rows, one model change to its frame: SwiftUI") { benchmark in
        await MainActor.run { changeFrames(benchmark, RowsScreen.swiftUI()) }
    }
    Benchmark("1,000 rows, one model change to its frame: UIKit (baseline)") { benchmark in
        await MainActor.run { changeFrames(benchmark, RowsScreen.uiKit()) }
    }
    Benchmark("50 mixed views at 3x: ImageRenderer") { benchmark in
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                let renderer = ImageRenderer(content: ContactsScreen.swiftUI)
                renderer.scale = 3
                blackHole(renderer.cgImage)
            }
        }
    }
    Benchmark("50 mixed views at 3x: UIKit views in a window (baseline)") { benchmark in
        await MainActor.run {
            for _ in benchmark.scaledIterations { blackHole(ContactsScreen.renderUIKit(scale: 3)) }
        }
    }
    Benchmark("2,000 paths at 3x: Canvas in ImageRenderer") { benchmark in
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                let renderer = ImageRenderer(content: PathsScreen.canvas)
                renderer.scale = 3
                blackHole(renderer.cgImage)
            }
        }
    }
    Benchmark("2,000 paths at 3x: CGContext directly (baseline)") { benchmark in
        await MainActor.run {
            for _ in benchmark.scaledIterations { blackHole(PathsScreen.drawDirectly(scale: 3)) }
        }
    }
    // Each of the pairs below alternates frames of both screens in one process, measuring
    // only its own: both run with the same heap, caches and render threads, so the ratio
    // compares the two frameworks rather than the order the benchmarks ran in.
    Benchmark("100,000-row list, fling frame: SwiftUI List") { benchmark in
        await MainActor.run { flingFrames(benchmark, measuring: ListFlingScreen(swiftUI: true), beside: ListFlingScreen(swiftUI: false)) }
    }
    Benchmark("100,000-row list, fling frame: UICollectionView list (baseline)") { benchmark in
        await MainActor.run { flingFrames(benchmark, measuring: ListFlingScreen(swiftUI: false), beside: ListFlingScreen(swiftUI: true)) }
    }
    Benchmark("Navigation push, first frame: SwiftUI NavigationStack") { benchmark in
        await MainActor.run { pushFrames(benchmark, measuring: PushScreen(swiftUI: true), beside: PushScreen(swiftUI: false)) }
    }
    Benchmark("Navigation push, first frame: UINavigationController (baseline)") { benchmark in
        await MainActor.run { pushFrames(benchmark, measuring: PushScreen(swiftUI: false), beside: PushScreen(swiftUI: true)) }
    }
    Benchmark("Invoice quick actions over scrolling rows, one frame: SwiftUI glass") { benchmark in
        await MainActor.run { invoizeFrames(benchmark, InvoizeScreen(swiftUI: true, chrome: .quickActions)) }
    }
    Benchmark("Invoice quick actions over scrolling rows, one frame: UIKit glass (baseline)") { benchmark in
        await MainActor.run { invoizeFrames(benchmark, InvoizeScreen(swiftUI: false, chrome: .quickActions)) }
    }
    Benchmark("Invoice list under a glass header and add button, one frame: SwiftUI glass") { benchmark in
        await MainActor.run { invoizeFrames(benchmark, InvoizeScreen(swiftUI: true, chrome: .headerAndAddButton)) }
    }
    Benchmark("Invoice list under a glass header and add button, one frame: UIKit glass (baseline)") { benchmark in
        await MainActor.run { invoizeFrames(benchmark, InvoizeScreen(swiftUI: false, chrome: .headerAndAddButton)) }
    }
    Benchmark("Breathing glass capsule, one frame: Glass.thin") { benchmark in
        await MainActor.run { pulseFrames(benchmark, GlassPulseScreen(thin: true)) }
    }
    Benchmark("Breathing glass capsule, one frame: Glass.regular (baseline)") { benchmark in
        await MainActor.run { pulseFrames(benchmark, GlassPulseScreen(thin: false)) }
    }
    Benchmark("200 offsets animating, one frame: SwiftUI withAnimation") { benchmark in
        await MainActor.run { animationFrames(benchmark, OffsetsScreen(swiftUI: true)) }
    }
    Benchmark("200 offsets animating, one frame: UIView.animate (baseline)") { benchmark in
        await MainActor.run { animationFrames(benchmark, OffsetsScreen(swiftUI: false)) }
    }
}

@MainActor
private func firstRender(_ benchmark: Benchmark, _ make: () -> RowsScreen) {
    MediaClock.current.useManualTime()
    defer { MediaClock.current.useSystemTime() }
    for _ in benchmark.scaledIterations {
        let screen = make()
        blackHole(screen.window.updateFrame())
    }
}

@MainActor
private func changeFrames(_ benchmark: Benchmark, _ screen: RowsScreen) {
    MediaClock.current.useManualTime()
    defer { MediaClock.current.useSystemTime() }
    blackHole(screen.window.updateFrame())
    var round = 0
    func changeOneRow() {
        round += 1
        screen.models[(round * 37) % screen.models.count].title = "Changed \(round)"
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(screen.window.updateFrame())
    }
    // Steady frames: the first changes after the first render warm caches up.
    for _ in 0..<20 { changeOneRow() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { changeOneRow() }
    benchmark.stopMeasurement()
}

/// Push frames of `screen`, each after one (unmeasured) of `other`.
@MainActor
private func pushFrames(_ benchmark: Benchmark, measuring screen: PushScreen, beside other: PushScreen) {
    MediaClock.current.useManualTime()
    defer { MediaClock.current.useSystemTime() }
    func pushBoth(measured: Bool) {
        other.pushFrame()
        other.reset()
        if measured { benchmark.startMeasurement() }
        screen.pushFrame()
        if measured { benchmark.stopMeasurement() }
        screen.reset()
    }
    for _ in 0..<5 { pushBoth(measured: false) }
    for _ in benchmark.scaledIterations { pushBoth(measured: true) }
}

/// Fling frames of `screen`, each after one (unmeasured) of `other`.
@MainActor
private func flingFrames(_ benchmark: Benchmark, measuring screen: ListFlingScreen, beside other: ListFlingScreen) {
    for _ in 0..<20 {
        other.frame()
        screen.frame()
    }
    for _ in benchmark.scaledIterations {
        other.frame()
        benchmark.startMeasurement()
        screen.frame()
        benchmark.stopMeasurement()
    }
}

@MainActor
private func animationFrames(_ benchmark: Benchmark, _ screen: OffsetsScreen) {
    MediaClock.current.useManualTime()
    defer { MediaClock.current.useSystemTime() }
    blackHole(screen.window.updateFrame())
    for _ in 0..<10 { screen.frame() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { screen.frame() }
    benchmark.stopMeasurement()
}

@MainActor
private func invoizeFrames(_ benchmark: Benchmark, _ screen: InvoizeScreen) {
    measureFrames(benchmark, warmUp: 20, screen.frame)
}

/// Runs `frame` `warmUp` times, then measures it over the benchmark's iterations.
@MainActor
private func measureFrames(_ benchmark: Benchmark, warmUp: Int, _ frame: () -> Void) {
    for _ in 0..<warmUp { frame() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { frame() }
    benchmark.stopMeasurement()
}

@MainActor
private func pulseFrames(_ benchmark: Benchmark, _ screen: GlassPulseScreen) {
    defer { screen.finish() }
    measureFrames(benchmark, warmUp: 10, screen.frame)
}
