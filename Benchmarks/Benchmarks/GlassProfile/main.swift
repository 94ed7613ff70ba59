import Foundation
import OpenUIKit

// Renders the reference screen's full frame repeatedly, for `perf record`; prints the
// median frame time. Usage: glass-profile [frames] [full|image|small|trio-separate|trio-container|trio-none]
let arguments = CommandLine.arguments
let frames = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
let mode = arguments.count > 2 ? arguments[2] : "full"

MainActor.assumeIsolated {
    let render: () -> Any
    switch mode {
    case "image":
        let screen = GlassScreens.Reference()
        render = screen.fullFrameImage
    case "small":
        let screen = GlassScreens.Reference()
        render = screen.smallChange
    case "trio-separate": render = GlassScreens.Trio(.separate).frame
    case "trio-container": render = GlassScreens.Trio(.container).frame
    case "trio-none": render = GlassScreens.Trio(.none).frame
    default:
        let screen = GlassScreens.Reference()
        render = screen.fullFrame
    }
    var times: [Double] = []
    for _ in 0..<frames {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = render()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    // The fastest frame is the steadiest figure for A/B comparisons on a noisy machine.
    print(String(format: "%@: median %.2f ms, fastest %.2f ms over %d frames", mode, times[times.count / 2], times[0], frames))
}
