import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// One second of frames of a window, recording how each glass view is drawn in each:
/// what tells glass that animates all the time from glass that moved once.
@MainActor
struct MotionSample {
    static let frames = 30
    /// The fraction of frame-to-frame steps in which glass must change to count as constant.
    static let constantShare = 0.8

    private var changes: [ObjectIdentifier: Int] = [:]

    init(window: UIWindow) {
        let clock = MediaClock.current
        let wasManual = clock.isManual
        if !wasManual { clock.useManualTime(startingAt: clock.now) }
        defer { if !wasManual { clock.useSystemTime() } }
        window.updateFrame()
        var last = Self.appearance(of: window)
        for _ in 0..<Self.frames {
            clock.advance(by: 1.0 / Double(Self.frames))
            window.updateFrame()
            let now = Self.appearance(of: window)
            for (id, look) in now where last[id] != look { changes[id, default: 0] += 1 }
            last = now
        }
    }

    /// Whether `view` changed in nearly every step of the second.
    func isConstantlyAnimating(_ view: UIView) -> Bool {
        Double(changes[ObjectIdentifier(view)] ?? 0) >= Double(Self.frames) * Self.constantShare
    }

    /// What each glass view shows: its frame in the window and how formed and pressed it is.
    private static func appearance(of window: UIWindow) -> [ObjectIdentifier: [CGFloat]] {
        var looks: [ObjectIdentifier: [CGFloat]] = [:]
        for surface in GlassSurface.all(in: window) {
            let f = surface.frame
            looks[ObjectIdentifier(surface.view)] = [
                f.minX, f.minY, f.width, f.height, surface.attachment.presentedMaterialization, surface.attachment.presentedPressProgress,
            ].map { ($0 * 100).rounded() / 100 }
        }
        return looks
    }
}
