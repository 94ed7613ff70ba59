import Foundation
import OpenQuartzCore

extension UIWindow {
    /// How many threads rasterize this window's frames. An OpenUIKit SPI (UIKit renders on
    /// the GPU) for benchmarks and hosts that share the machine with other work.
    ///
    /// Each frame is split into horizontal bands drawn at once on this many threads; the
    /// pixels are the same whatever the count. It defaults to the machine's active
    /// processor count, or to `OPENUIKIT_RENDER_THREADS` when that is set; 1 draws on the
    /// main thread alone. Values are held within 1...64.
    @_spi(OpenUIKit) public var renderThreadCount: Int {
        get { compositor?.renderThreadCount ?? pinnedRenderThreadCount ?? RenderThreads.default }
        set {
            let count = min(RenderThreads.maximum, max(1, newValue))
            pinnedRenderThreadCount = count
            compositor?.renderThreadCount = count
        }
    }
}
