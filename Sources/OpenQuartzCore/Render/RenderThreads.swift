import Foundation

/// How many threads rasterize a frame by default: the machine's cores, or what
/// `OPENUIKIT_RENDER_THREADS` pins (1 turns parallel rendering off).
///
/// The output does not depend on it: a frame is bit-identical whatever the count.
package enum RenderThreads {
    /// The most threads a frame is split across.
    package static let maximum = 64

    /// The count from the environment, else the active processor count, within 1...64.
    package static let `default`: Int = resolve(
        environment: ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_THREADS"],
        processors: ProcessInfo.processInfo.activeProcessorCount)

    /// The thread count `environment` asks for (a whole number), else one per processor.
    package static func resolve(environment: String?, processors: Int) -> Int {
        let asked = environment.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? processors
        return min(maximum, max(1, asked))
    }
}
