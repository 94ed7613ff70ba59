import Foundation
import OpenUIKit

// Runs one binding's changes in a loop, for `perf record`, and prints the median time per
// change. Usage: update-profile [rounds] [observation|combine|bare] [changes per pass]
let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
let mode = arguments.count > 2 ? arguments[2] : "observation"
let changes = arguments.count > 3 ? Int(arguments[3]) ?? 1_000 : 1_000

MainActor.assumeIsolated {
    let binding: BoundScreen.Binding = switch mode {
    case "combine": .combine
    case "bare": .bareObservation
    default: .observation
    }
    let screen = BoundScreen(count: 10_000, binding: binding)
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        screen.change(changes)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(changes))
    }
    times.sort()
    print(String(format: "%@: median %.3f µs per change (%d changes a pass, %d passes)", mode, times[times.count / 2], changes, rounds))
}
