import Foundation
import OpenUIKitHost

extension HostPixelRect {
    /// The whole device pixels `rect` (points, at `scale` pixels per point) touches inside
    /// a frame of `width` × `height` pixels; `nil` when that is nothing (or `rect` is not finite).
    init?(enclosing rect: CGRect, scale: CGFloat, width: Int, height: Int) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let device = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
            .integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !device.isNull, !device.isEmpty else { return nil }
        self.init(x: Int(device.minX), y: Int(device.minY), width: Int(device.width), height: Int(device.height))
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
}
