import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenCoreGraphics
import OpenUIKitHost

/// A window scene's visible windows as one screen shows them, lowest first: by `windowLevel`,
/// then the key window above others of its level, then the order they joined the scene.
/// A desktop window (or a headless run) shows the lowest, its base, and composites the
/// others over it (an alert's own window, a HUD at `.statusBar` level), as iOS stacks a
/// scene's windows on its screen; touches go to the topmost window with a view under them.
@MainActor
struct SceneWindowStack {
    /// The windows, lowest first.
    let windows: [UIWindow]

    /// The visible windows of `scene`.
    init(scene: UIWindowScene) {
        self.init(ordering: scene.windows)
    }

    /// The visible windows sharing `window`'s scene; a window without a scene stands alone.
    init(around window: UIWindow) {
        if let scene = window.windowScene {
            self.init(scene: scene)
        } else {
            self.init(ordering: [window])
        }
    }

    private init(ordering candidates: [UIWindow]) {
        let visible = candidates.enumerated().filter { !$0.element.isHidden }
        windows = visible.sorted { a, b in
            if a.element.windowLevel != b.element.windowLevel { return a.element.windowLevel < b.element.windowLevel }
            if a.element.isKeyWindow != b.element.isKeyWindow { return b.element.isKeyWindow }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The window a desktop window is made for: the lowest.
    var base: UIWindow? { windows.first }

    /// The windows shown over `base`, lowest first.
    func overlays(above base: UIWindow) -> [UIWindow] {
        windows.filter { $0 !== base }
    }

    /// The window a touch at `point` (in `base`'s coordinates) goes to, with the point in
    /// that window's coordinates: the topmost overlay with a view there, else `base`.
    static func target(at point: CGPoint, base: UIWindow, overlays: [UIWindow]) -> (window: UIWindow, point: CGPoint) {
        for overlay in overlays.reversed() {
            let local = CGPoint(x: point.x + base.frame.minX - overlay.frame.minX, y: point.y + base.frame.minY - overlay.frame.minY)
            if overlay.bounds.contains(local), overlay.hitTest(local, with: nil) != nil { return (overlay, local) }
        }
        return (base, point)
    }

    /// Draws `overlays`' last frames over a copy of `base`'s, within `rect` (device pixels),
    /// into `composite` (`base`'s size); each overlay sits at its frame's offset from
    /// `base`. Overlays must be at `base`'s scale.
    static func composite(_ overlays: [UIWindow], over base: UIWindow, in area: HostPixelRect, into composite: inout [UInt32]) {
        let rect = (minX: max(0, area.x), minY: max(0, area.y), maxX: area.x + area.width, maxY: area.y + area.height)
        base.withFramePixels { pixels in
            if composite.count != pixels.width * pixels.height {
                composite = [UInt32](repeating: 0, count: pixels.width * pixels.height)
            }
            let rect = (minX: rect.minX, minY: rect.minY, maxX: min(rect.maxX, pixels.width), maxY: min(rect.maxY, pixels.height))
            guard rect.minX < rect.maxX, rect.minY < rect.maxY else { return }
            composite.withUnsafeMutableBufferPointer { target in
                for y in rect.minY..<rect.maxY {
                    (target.baseAddress! + y * pixels.width + rect.minX)
                        .update(from: pixels.base + y * pixels.stride + rect.minX, count: rect.maxX - rect.minX)
                }
                let scale = base.screen.scale
                for overlay in overlays {
                    let dx = Int(((overlay.frame.minX - base.frame.minX) * scale).rounded())
                    let dy = Int(((overlay.frame.minY - base.frame.minY) * scale).rounded())
                    overlay.withFramePixels { source in
                        let minX = max(rect.minX, dx), maxX = min(rect.maxX, dx + source.width)
                        let minY = max(rect.minY, dy), maxY = min(rect.maxY, dy + source.height)
                        guard minX < maxX, minY < maxY else { return }
                        for y in minY..<maxY {
                            let from = source.base + (y - dy) * source.stride + (minX - dx)
                            let to = target.baseAddress! + y * pixels.width + minX
                            for x in 0..<(maxX - minX) {
                                let s = from[x], alpha = s >> 24
                                if alpha == 255 { to[x] = s } else if alpha != 0 { to[x] = Pixel.sourceOver(s, to[x]) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `base`'s last frame with `overlays` drawn over it, at `base`'s scale.
    static func image(of base: UIWindow, overlays: [UIWindow]) -> UIImage {
        let frame = base.renderedImage()
        guard !overlays.isEmpty else { return frame }
        let format = UIGraphicsImageRendererFormat()
        format.scale = base.screen.scale
        return UIGraphicsImageRenderer(size: base.bounds.size, format: format).image { _ in
            frame.draw(at: .zero)
            for overlay in overlays {
                overlay.renderedImage().draw(at: CGPoint(x: overlay.frame.minX - base.frame.minX, y: overlay.frame.minY - base.frame.minY))
            }
        }
    }
}
