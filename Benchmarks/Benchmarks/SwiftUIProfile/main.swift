import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import SwiftUIScreens
@_spi(OpenUIKit) import OpenUIKit

// Not a benchmark: one row's model change to its frame, in a loop, for `perf record`;
// prints the median frame time. With `canvas`, the 2,000-path canvas rendered to an image.
MainActor.assumeIsolated {
    if CommandLine.arguments.contains("canvas") {
        if CommandLine.arguments.contains("directfirst") {
            var first: [Double] = []
            for _ in 1...60 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = PathsScreen.drawDirectly(scale: 3)
                first.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            first.sort()
            print(String(format: "direct (first) median %.2f ms", first[first.count / 2]))
        }
        var times: [Double] = []
        for _ in 1...60 {
            let start = DispatchTime.now().uptimeNanoseconds
            let renderer = ImageRenderer(content: PathsScreen.canvas)
            renderer.scale = 3
            _ = renderer.cgImage
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        print(String(format: "median %.2f ms", times[times.count / 2]))
        if CommandLine.arguments.contains("compare") {
            let renderer = ImageRenderer(content: PathsScreen.canvas)
            renderer.scale = 3
            let canvas = renderer.cgImage!, direct = PathsScreen.drawDirectly(scale: 3)!
            func inked(_ image: CGImage) -> Int {
                var count = 0
                for y in stride(from: 0, to: image.height, by: 3) {
                    for x in stride(from: 0, to: image.width, by: 3) where image.rgba(atX: x, y: y).alpha > 128 { count += 1 }
                }
                return count
            }
            var direct2: [Double] = []
            for _ in 1...60 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = PathsScreen.drawDirectly(scale: 3)
                direct2.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            direct2.sort()
            print(String(format: "direct median %.2f ms", direct2[direct2.count / 2]))
            print("canvas \(canvas.width)x\(canvas.height) inked \(inked(canvas)); direct \(direct.width)x\(direct.height) inked \(inked(direct))")
        }
        return
    }
    MediaClock.current.useManualTime()
    let screen = CommandLine.arguments.contains("uikit") ? RowsScreen.uiKit() : RowsScreen.swiftUI()
    _ = screen.window.updateFrame()
    var times: [Double] = []
    for round in 1...400 {
        let start = DispatchTime.now().uptimeNanoseconds
        screen.models[(round * 37) % screen.models.count].title = "Changed \(round)"
        MediaClock.current.advance(by: 1.0 / 120)
        _ = screen.window.updateFrame()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    print(String(format: "median %.2f ms", times[times.count / 2]))
}
