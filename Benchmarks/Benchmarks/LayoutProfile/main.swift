import Foundation
import OpenUIKit

// Auto Layout's first layout and a constant change on the rows screen, for `perf` and quick
// A/B runs. Usage: layout-profile [rows] [changes]
let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let changes = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200

MainActor.assumeIsolated {
    let screen = RowsScreen(count: count)
    let start = DispatchTime.now().uptimeNanoseconds
    screen.firstLayout()
    let first = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    var times: [Double] = []
    for _ in 0..<changes {
        let t = DispatchTime.now().uptimeNanoseconds
        screen.changeConstant()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e3)
    }
    times.sort()
    let last = screen.rows.last!.frame
    print(String(format: "rows %d: first layout %.1f ms; constant change median %.1f µs (fastest %.1f µs, %d changes); last row at y %.0f",
                 count, first, times.isEmpty ? 0 : times[times.count / 2], times.first ?? 0, changes, last.minY))
}
