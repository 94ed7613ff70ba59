import CX11
import Foundation

extension X11Window {
    /// The refresh rate of the monitor under the window's centre (the fastest active one
    /// when the centre is on none), from the X server's RandR extension; `nil` when the
    /// server lacks RandR or reports no active monitor.
    public var refreshRate: Double? {
        guard !isClosed, let origin = originOnScreen() else { return nil }
        let centre = (x: origin.x + pixelWidth / 2, y: origin.y + pixelHeight / 2)
        let monitors = Self.activeMonitors(display)
        let under = monitors.first { centre.x >= $0.x && centre.x < $0.x + $0.width && centre.y >= $0.y && centre.y < $0.y + $0.height }
        return (under ?? monitors.max { $0.rate < $1.rate })?.rate
    }

    /// Every active CRTC's rectangle and its mode's refresh rate.
    private static func activeMonitors(_ display: OpaquePointer) -> [(x: Int, y: Int, width: Int, height: Int, rate: Double)] {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0,
            let resources = XRRGetScreenResourcesCurrent(display, XDefaultRootWindow(display))
        else { return [] }
        defer { XRRFreeScreenResources(resources) }
        var monitors: [(x: Int, y: Int, width: Int, height: Int, rate: Double)] = []
        for index in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(display, resources, resources.pointee.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let mode = crtc.pointee.mode
            guard mode != 0, crtc.pointee.width > 0, crtc.pointee.height > 0,
                let info = (0..<Int(resources.pointee.nmode)).lazy.map({ resources.pointee.modes[$0] }).first(where: { $0.id == mode }),
                let rate = refreshRate(of: info)
            else { continue }
            monitors.append((Int(crtc.pointee.x), Int(crtc.pointee.y), Int(crtc.pointee.width), Int(crtc.pointee.height), rate))
        }
        return monitors
    }

    /// A mode's frames a second: its pixel clock over the pixels a frame takes, adjusted
    /// for interlaced and double-scanned modes.
    private static func refreshRate(of mode: XRRModeInfo) -> Double? {
        var lines = Double(mode.vTotal)
        if mode.modeFlags & UInt(RR_DoubleScan) != 0 { lines *= 2 }
        if mode.modeFlags & UInt(RR_Interlace) != 0 { lines /= 2 }
        let pixels = Double(mode.hTotal) * lines
        guard pixels > 0, mode.dotClock > 0 else { return nil }
        let rate = Double(mode.dotClock) / pixels
        return rate.isFinite && rate > 0 ? rate : nil
    }
}
