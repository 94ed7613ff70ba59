import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenCoreGraphics

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
        guard pixels.count == width * height, let context = try? CGContext.bitmap(width: width, height: height) else { return nil }
        context.withDevicePixels { target in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<height { (target.base + y * target.stride).update(from: source.baseAddress! + y * width, count: width) }
            }
        }
        return context.makeImage()
    }
}

/// Pixel arithmetic of a composite frame: rectangles in points to device pixels, copies
/// between frames, underlay images cut from the composite.
private struct CompositeFrame {
    let width: Int, height: Int, scale: CGFloat

    /// `rect` (points) as whole device pixels inside the frame: `nil` when empty.
    func deviceRect(_ rect: CGRect) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return nil }
        let device = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
            .integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !device.isNull, !device.isEmpty else { return nil }
        return (Int(device.minX), Int(device.minY), Int(device.maxX), Int(device.maxY))
    }

    /// Copies `source` (placed at `offset` pixels) into `target` within `area`, blending
    /// pixels that are not opaque over what is there.
    func copy(_ source: CGDevicePixels, into target: UnsafeMutablePointer<UInt32>, within area: (minX: Int, minY: Int, maxX: Int, maxY: Int)?, offset: (Int, Int)) {
        guard let area else { return }
        let (dx, dy) = offset
        let minX = max(area.minX, dx), maxX = min(area.maxX, dx + source.width)
        let minY = max(area.minY, dy), maxY = min(area.maxY, dy + source.height)
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
        guard let area = deviceRect(placed) else { return nil }
        let cropWidth = area.maxX - area.minX, cropHeight = area.maxY - area.minY
        guard let context = try? CGContext.bitmap(width: cropWidth, height: cropHeight) else { return nil }
        context.withDevicePixels { pixels in
            for y in 0..<cropHeight {
                (pixels.base + y * pixels.stride).update(from: composite + (area.minY + y) * width + area.minX, count: cropWidth)
            }
        }
        guard let image = context.makeImage() else { return nil }
        let rect = CGRect(
            x: CGFloat(area.minX - offset.x) / scale, y: CGFloat(area.minY - offset.y) / scale,
            width: CGFloat(cropWidth) / scale, height: CGFloat(cropHeight) / scale)
        return LayerUnderlay(image: image, rect: rect)
    }
}
