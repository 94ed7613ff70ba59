import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import SwiftUIScreens
@_spi(OpenUIKit) import OpenUIKit

// Not a benchmark: one row's model change to its frame, in a loop, for `perf record`;
// prints the median frame time.
MainActor.assumeIsolated {
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
