import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import SwiftUIScreens
@_spi(OpenUIKit) import OpenUIKit

// Not a benchmark: one row's model change to its frame, in a loop, for `perf record`;
// prints the median frame time. With `canvas`, the 2,000-path canvas rendered to an image
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
