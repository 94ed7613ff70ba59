import Foundation
import FuzzSupport

// Runs saved inputs through the Auto Layout case without libFuzzer, for debugging a
// reported input in an ordinary build: `swift run FuzzReplay crashes/…`.
for path in CommandLine.arguments.dropFirst() {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    data.withUnsafeBytes { raw in
        var input = FuzzInput(raw.bindMemory(to: UInt8.self).baseAddress!, raw.count)
        MainActor.assumeIsolated { layOutRandomConstraints(&input) }
    }
    print("replayed \(path)")
}
