import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import SwiftUIScreens
@_spi(OpenUIKit) import OpenUIKit

// Not a benchmark: one row's model change to its frame, in a loop, for `perf record`;
// prints the median frame time. With `push`, a navigation stack's push frame (`uikit`
// for UIKit's); with `fling`, the 100,000-row list's fling frame (`uikit`, `tree` for its
// layers). `fling compare` and `push compare [onethread]` alternate SwiftUI's and UIKit's
// frames in one process and print both medians. With `pulse`, a breathing capsule of glass (`thin` for thin glass). With `canvas`, the 2,000-path canvas rendered to an image
// (`directfirst` times the direct drawing first, `compare` after, with both images' ink).

/// The median of `iterations` runs of `body`, in milliseconds.
func medianMilliseconds(_ iterations: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    return times[times.count / 2]
}

/// Times `ours` and `theirs` alternately, `rounds` times each (`between` after each pair,
/// not timed), and prints both medians and their ratio.
func compareMedians(_ name: String, rounds: Int, ours: () -> Void, theirs: () -> Void, between: () -> Void = {}) {
    var oursTimes: [Double] = [], theirsTimes: [Double] = []
    for _ in 0..<rounds {
        oursTimes.append(medianMilliseconds(1, ours))
        theirsTimes.append(medianMilliseconds(1, theirs))
        between()
    }
    oursTimes.sort()
    theirsTimes.sort()
    let a = oursTimes[rounds / 2], b = theirsTimes[rounds / 2]
    print(name + String(format: " median: SwiftUI %.2f ms, UIKit %.2f ms, ratio %.2f", a, b, a / b))
}

/// The pixels of `image` (every third row and column) with more than half their alpha.
func inkedPixels(_ image: CGImage) -> Int {
    var count = 0
    for y in stride(from: 0, to: image.height, by: 3) {
        for x in stride(from: 0, to: image.width, by: 3) where image.rgba(atX: x, y: y).alpha > 128 { count += 1 }
    }
    return count
}

MainActor.assumeIsolated {
    if CommandLine.arguments.contains("canvas") {
        let renderCanvas = { () -> CGImage? in
            let renderer = ImageRenderer(content: PathsScreen.canvas)
            renderer.scale = 3
            return renderer.cgImage
        }
        if CommandLine.arguments.contains("directfirst") {
            print(String(format: "direct (first) median %.2f ms", medianMilliseconds(60) { _ = PathsScreen.drawDirectly(scale: 3) }))
        }
        print(String(format: "median %.2f ms", medianMilliseconds(60) { _ = renderCanvas() }))
        if CommandLine.arguments.contains("compare"), let canvas = renderCanvas(), let direct = PathsScreen.drawDirectly(scale: 3) {
            print(String(format: "direct median %.2f ms", medianMilliseconds(60) { _ = PathsScreen.drawDirectly(scale: 3) }))
            print("canvas \(canvas.width)x\(canvas.height) inked \(inkedPixels(canvas)); direct \(direct.width)x\(direct.height) inked \(inkedPixels(direct))")
        }
        return
    }
    MediaClock.current.useManualTime()
    if CommandLine.arguments.contains("pulse") {
        let screen = GlassPulseScreen(thin: CommandLine.arguments.contains("thin"))
        for _ in 0..<10 { screen.frame() }
        print(String(format: "pulse frame median %.2f ms", medianMilliseconds(200) { screen.frame() }))
        return
    }
    if CommandLine.arguments.contains("fling"), CommandLine.arguments.contains("compare") {
        let swiftUI = ListFlingScreen(swiftUI: true), uiKit = ListFlingScreen(swiftUI: false)
        for _ in 0..<20 { swiftUI.frame(); uiKit.frame() }
        compareMedians("fling frame", rounds: 400, ours: { swiftUI.frame() }, theirs: { uiKit.frame() })
        return
    }
    if CommandLine.arguments.contains("push"), CommandLine.arguments.contains("compare") {
        let swiftUI = PushScreen(swiftUI: true), uiKit = PushScreen(swiftUI: false)
        if CommandLine.arguments.contains("onethread") {
            swiftUI.window.renderThreadCount = 1
            uiKit.window.renderThreadCount = 1
        }
        for _ in 0..<5 { swiftUI.pushFrame(); swiftUI.reset(); uiKit.pushFrame(); uiKit.reset() }
        compareMedians("push frame", rounds: 200, ours: { swiftUI.pushFrame() }, theirs: { uiKit.pushFrame() },
                       between: { swiftUI.reset(); uiKit.reset() })
        return
    }
    if CommandLine.arguments.contains("fling") {
        let screen = ListFlingScreen(swiftUI: !CommandLine.arguments.contains("uikit"))
        for _ in 0..<20 { screen.frame() }
        if CommandLine.arguments.contains("tree") {
            func dump(_ layer: CALayer, _ depth: Int) {
                guard depth < 14 else { return }
                let delegate = layer.delegate.map { String(describing: type(of: $0)) } ?? "-"
                let contents = (layer.contents as? CGImage).map { "contents \($0.width)x\($0.height)" } ?? ""
                print(String(repeating: " ", count: depth), delegate, layer.frame, layer.contentsScale, contents, layer.backgroundColor != nil ? "bg" : "", layer.masksToBounds ? "clips" : "")
                for child in (layer.sublayers ?? []).prefix(3) { dump(child, depth + 1) }
            }
            dump(screen.window.layer, 0)
            return
        }
        let median = medianMilliseconds(300) { screen.frame() }
        print(String(format: "fling frame median %.2f ms", median))
        return
    }
    if CommandLine.arguments.contains("push") {
        let screen = PushScreen(swiftUI: !CommandLine.arguments.contains("uikit"))
        if CommandLine.arguments.contains("tree") {
            screen.pushFrame()
            func dump(_ layer: CALayer, _ depth: Int) {
                let delegate = layer.delegate.map { String(describing: type(of: $0)) } ?? "-"
                print(String(repeating: " ", count: depth), delegate, layer.frame, layer.backgroundColor != nil ? "bg" : "", layer.contents != nil ? "contents" : "",
                      layer.masksToBounds ? "clips r=\(layer.cornerRadius)" : "", layer.opacity < 1 ? "alpha \(layer.opacity)" : "", (layer.presentation()?.opacity).map { $0 < 1 ? "shown \($0)" : "" } ?? "", layer.animationKeys()?.joined(separator: ",") ?? "")
                for child in layer.sublayers ?? [] { dump(child, depth + 1) }
            }
            dump(screen.window.layer, 0)
            return
        }
        var times: [Double] = []
        for _ in 0..<200 {
            let start = DispatchTime.now().uptimeNanoseconds
            screen.pushFrame()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            screen.reset()
        }
        times.sort()
        print(String(format: "push frame median %.2f ms", times[times.count / 2]))
        return
    }
    let screen = CommandLine.arguments.contains("uikit") ? RowsScreen.uiKit() : RowsScreen.swiftUI()
    _ = screen.window.updateFrame()
    var round = 0
    let median = medianMilliseconds(400) {
        round += 1
        screen.models[(round * 37) % screen.models.count].title = "Changed \(round)"
        MediaClock.current.advance(by: 1.0 / 120)
        _ = screen.window.updateFrame()
    }
    print(String(format: "median %.2f ms", median))
}
