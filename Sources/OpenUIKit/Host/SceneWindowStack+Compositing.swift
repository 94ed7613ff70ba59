import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenCoreGraphics
import OpenUIKitHost

extension SceneWindowStack {
    /// Brings `overlays`' frames up to date over `base`'s and composites the stack into
    /// `composite` (`base`'s size in pixels), lowest first. Each overlay draws what lies
    /// beneath it (the base and the overlays below) as its underlay, so its glass and blurs
    /// frost the windows under it as on one iOS screen; its frame is then whole within its
    /// rectangle and is copied over the stack.
    ///
    /// `damage` (in `base`'s points) is what changed of `base`'s frame and of the overlays'
    /// places since the last call; `whole` redraws everything. Overlays must be at `base`'s
    /// scale. Returns what changed of the composite, in `base`'s points.
    static func updateComposite(
        _ overlays: [UIWindow], over base: UIWindow, damage: CGRect?, whole: Bool, into composite: inout [UInt32]
    ) -> CGRect? {
        let scale = base.screen.scale
        return base.withFramePixels { pixels -> CGRect? in
            var region = damage
            if whole || composite.count != pixels.width * pixels.height {
                composite = [UInt32](repeating: 0, count: pixels.width * pixels.height)
                region = base.bounds
            }
            let frame = CompositeFrame(width: pixels.width, height: pixels.height, scale: scale)
            composite.withUnsafeMutableBufferPointer { target in
                if let region { frame.copy(pixels, into: target.baseAddress!, within: frame.deviceRect(region), offset: (0, 0)) }
                for overlay in overlays {
                    let origin = CGPoint(x: overlay.frame.minX - base.frame.minX, y: overlay.frame.minY - base.frame.minY)
                    let placed = CGRect(origin: origin, size: overlay.bounds.size)
                    let offset = (x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()))
                    let under = region.map { $0.intersection(placed) } ?? .null
                    if !under.isNull || overlay.frameUnderlay == nil {
                        let changed = under.isNull ? CGRect.null : under.offsetBy(dx: -origin.x, dy: -origin.y)
                        overlay.setFrameUnderlay(frame.underlay(from: target.baseAddress!, under: placed, offset: offset), changed: changed)
                    }
                    if let drawn = overlay.updateFrame() {
                        let moved = drawn.offsetBy(dx: origin.x, dy: origin.y)
                        region = region.map { $0.union(moved) } ?? moved
                    }
                    guard let region else { continue }
                    overlay.withFramePixels { source in
                        frame.copy(source, into: target.baseAddress!, within: frame.deviceRect(region.intersection(placed)), offset: offset)
                    }
                }
            }
            return region
        } ?? nil
    }

    /// `pixels` (`width` × `height`, rows packed) as an image.
    static func image(of pixels: [UInt32], width: Int, height: Int) -> CGImage? {
        guard pixels.count == width * height, width > 0, height > 0 else { return nil }
        return pixels.withUnsafeBufferPointer { source in
            CompositeFrame.image(of: HostPixelRect(x: 0, y: 0, width: width, height: height), in: source.baseAddress!, rowLength: width)
        }
    }
}

/// Pixel arithmetic of a composite frame: copies between frames, underlay images cut from
/// the composite.
private struct CompositeFrame {
    let width: Int, height: Int, scale: CGFloat

    /// `rect` (points) as whole device pixels inside the frame: `nil` when empty.
    func deviceRect(_ rect: CGRect) -> HostPixelRect? {
        HostPixelRect(enclosing: rect, scale: scale, width: width, height: height)
    }

    /// Copies `source` (placed at `offset` pixels) into `target` within `area`, blending
    /// pixels that are not opaque over what is there.
    func copy(_ source: CGDevicePixels, into target: UnsafeMutablePointer<UInt32>, within area: HostPixelRect?, offset: (Int, Int)) {
        guard let area else { return }
        let (dx, dy) = offset
        let minX = max(area.x, dx), maxX = min(area.maxX, dx + source.width)
        let minY = max(area.y, dy), maxY = min(area.maxY, dy + source.height)
        guard minX < maxX, minY < maxY else { return }
        for y in minY..<maxY {
            let from = source.base + (y - dy) * source.stride + (minX - dx)
            let to = target + y * width + minX
            for x in 0..<(maxX - minX) {
                let s = from[x], alpha = s >> 24
                if alpha == 255 { to[x] = s } else if alpha != 0 { to[x] = Pixel.sourceOver(s, to[x]) }
            }
        }
    }

    /// What lies beneath a window at `placed` (points; `offset` in pixels): the composite's
    /// pixels there, as an underlay in the window's own points.
    func underlay(from composite: UnsafeMutablePointer<UInt32>, under placed: CGRect, offset: (x: Int, y: Int)) -> LayerUnderlay? {
        guard let area = deviceRect(placed), let image = Self.image(of: area, in: composite, rowLength: width) else { return nil }
        let rect = CGRect(
            x: CGFloat(area.x - offset.x) / scale, y: CGFloat(area.y - offset.y) / scale,
            width: CGFloat(area.width) / scale, height: CGFloat(area.height) / scale)
        return LayerUnderlay(image: image, rect: rect)
    }

    /// The pixels of `area` in `pixels` (rows of `rowLength`) as an image of their own.
    static func image(of area: HostPixelRect, in pixels: UnsafePointer<UInt32>, rowLength: Int) -> CGImage? {
        guard let context = try? CGContext.bitmap(width: area.width, height: area.height) else { return nil }
        context.withDevicePixels { target in
            for row in 0..<area.height {
                (target.base + row * target.stride).update(from: pixels + (area.y + row) * rowLength + area.x, count: area.width)
            }
        }
        return context.makeImage()
    }
}
