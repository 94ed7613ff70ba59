import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// What a frame of a screen's glass costs on this machine: the median time of frames that
/// render every piece of glass again, less that of a frame in which nothing changed.
@MainActor
enum GlassFrameCost {
    static let runs = 7

    static func measure(window: UIWindow, surfaces: [GlassSurface]) -> Double {
        guard !surfaces.isEmpty else { return 0 }
        let roots = surfaces.map { $0.attachment.renderRoot?.host ?? $0.view }
        window.updateFrame()
        let idle = median { window.updateFrame() }
        let glass = median {
            for root in roots { root.layer.setNeedsBackdropRender() }
            window.updateFrame()
        }
        return max(0, glass - idle)
    }

    /// The median of ``runs`` timings of `body`, milliseconds.
    private static func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[runs / 2]
    }
}
