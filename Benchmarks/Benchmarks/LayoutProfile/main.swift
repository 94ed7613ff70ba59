import Foundation
@_spi(Benchmarks) import OpenUIKit

// Auto Layout's first layout and a constant change on the rows screen, for `perf` and quick
// A/B runs. Usage: LayoutProfile [rows] [changes] [--export problem.txt]
// With --export it writes the engine's problem (for the kiwi baseline) instead of timing.
var arguments = Array(CommandLine.arguments.dropFirst())
var exportPath: String?
if let flag = arguments.firstIndex(of: "--export"), flag + 1 < arguments.count {
    exportPath = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let count = arguments.count > 0 ? Int(arguments[0]) ?? 1000 : 1000
let changes = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200

MainActor.assumeIsolated {
    let screen = RowsScreen(count: count)
    if let exportPath {
        NSLayoutConstraint.activate(screen.constraints)
        let problem = screen.window.exportLayoutProblem(marking: screen.firstTop)
        try? problem.write(toFile: exportPath, atomically: true, encoding: .utf8)
        print("wrote \(exportPath)")
        return
    }
    let before = residentKilobytes()
    let start = DispatchTime.now().uptimeNanoseconds
    screen.firstLayout()
    let first = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let grown = residentKilobytes() - before
    let times = sortedMicroseconds(changes, screen.changeConstant)
    let local = sortedMicroseconds(changes, screen.changeLocalConstant)
    let last = screen.rows.last!.frame
    print(String(format: "rows %d: first layout %.1f ms; constant change moving every row median %.1f µs (fastest %.1f µs), moving one label median %.1f µs (fastest %.1f µs), %d changes each; memory grown %.0f KB over the first layout; last row at y %.0f",
                 count, first, times.isEmpty ? 0 : times[times.count / 2], times.first ?? 0,
                 local.isEmpty ? 0 : local[local.count / 2], local.first ?? 0, changes, Double(grown), last.minY))
}

/// The times of `count` runs of `body`, microseconds, fastest first.
@MainActor
func sortedMicroseconds(_ count: Int, _ body: () -> Void) -> [Double] {
    (0..<count).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
    }.sorted()
}

/// The process's resident memory, kilobytes (Linux).
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? 0
    }
    return 0
}
