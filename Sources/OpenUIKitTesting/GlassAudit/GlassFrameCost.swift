import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// What a frame of a screen's glass costs on this machine: the time the backdrop renders of
/// all its glass take in a frame that renders every piece again, the median of several.
@MainActor
enum GlassFrameCost {
    static let runs = 7

    static func measure(window: UIWindow, surfaces: [GlassSurface]) -> Double {
        var roots: [GlassAttachment] = []
        for surface in surfaces {
            let root = surface.attachment.renderRoot ?? surface.attachment
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        guard !roots.isEmpty else { return 0 }
        var times: [Double] = []
        for _ in 0..<runs {
            for root in roots {
                root.lastRenderDuration = 0
                root.host.layer.setNeedsBackdropRender()
            }
            window.updateFrame()
            times.append(roots.reduce(0) { $0 + $1.lastRenderDuration } * 1000)
        }
        return times.sorted()[runs / 2]
    }
}
