import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@_spi(OpenUIKit) @testable import OpenUIKitX11
import Testing

/// XSETTINGS bytes as a manager writes them.
private func xsettings(_ values: [(String, XSettings.Value)], serial: UInt32 = 1, bigEndian: Bool = false) -> Data {
    var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
    func card16(_ value: UInt16) { bytes += bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
    func card32(_ value: UInt32) {
        if bigEndian { card16(UInt16(value >> 16)); card16(UInt16(value & 0xFFFF)) } else { card16(UInt16(value & 0xFFFF)); card16(UInt16(value >> 16)) }
    }
    func padded(_ text: String) {
        bytes += Array(text.utf8)
        bytes += [UInt8](repeating: 0, count: (4 - text.utf8.count % 4) % 4)
    }
    card32(serial)
    card32(UInt32(values.count))
    for (name, value) in values {
        switch value {
        case .integer: bytes += [0, 0]
        case .string: bytes += [1, 0]
        case .color: bytes += [2, 0]
        }
        card16(UInt16(name.utf8.count))
        padded(name)
        card32(0)
        switch value {
        case .integer(let number): card32(UInt32(bitPattern: number))
        case .string(let text):
            card32(UInt32(text.utf8.count))
            padded(text)
        case .color(let red, let green, let blue, let alpha): [red, green, blue, alpha].forEach(card16)
        }
    }
    return Data(bytes)
}

/// The desktop's XSETTINGS: parsing them, and the window's scale following them live.
@MainActor
@Suite("XSETTINGS", .serialized)
struct XSettingsTests {
    @Test(arguments: [false, true])
    func settingsParseInEitherByteOrder(bigEndian: Bool) throws {
        let data = xsettings([
            ("Xft/DPI", .integer(144 * 1024)), ("Net/ThemeName", .string("Adwaita-dark")),
            ("Gtk/Colour", .color(red: 1, green: 2, blue: 3, alpha: 65535)),
        ], serial: 7, bigEndian: bigEndian)
        let settings = try #require(XSettings(data: data))
        #expect(settings.serial == 7)
        #expect(settings.values["Net/ThemeName"] == .string("Adwaita-dark"))
        #expect(settings.values["Gtk/Colour"] == .color(red: 1, green: 2, blue: 3, alpha: 65535))
        #expect(settings.scale == 1.5, "Xft/DPI over 96 dots an inch")
        #expect(XSettings(data: xsettings([("Xft/DPI", .integer(144 * 1024)), ("Gdk/WindowScalingFactor", .integer(2))]))?.scale == 2,
                "GNOME's whole-number factor comes first")
        #expect(XSettings(data: xsettings([("Xft/DPI", .integer(Int32.max))]))?.scale == 8, "held to 8")
        #expect(XSettings(data: xsettings([("Xft/DPI", .integer(-5))]))?.scale == nil)
    }

    @Test func malformedSettingsAreRefused() {
        let good = xsettings([("Xft/DPI", .integer(96 * 1024)), ("Net/ThemeName", .string("Adwaita"))])
        for length in 0..<good.count { #expect(XSettings(data: good.prefix(length)) == nil, "cut at \(length)") }
        var unknownType = good
        unknownType[12] = 9
        #expect(XSettings(data: unknownType) == nil)
        var hugeCount = good
        hugeCount[8] = 0xFF
        hugeCount[9] = 0xFF
        #expect(XSettings(data: hugeCount) == nil)
        #expect(XSettings(data: Data([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])) == nil, "an unknown byte order")
        #expect(XSettings(data: xsettings([])) != nil, "no settings is fine")
    }

    @Test(.enabled(if: XvfbServer.displayName != nil, "needs Xvfb"))
    func theWindowFollowsTheDesktopsScaleLive() throws {
        let display = XvfbServer.displayName
        // A settings manager: owns the screen's selection and publishes its settings.
        let manager = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(manager) }
        let managerWindow = XCreateSimpleWindow(manager, XDefaultRootWindow(manager), 0, 0, 1, 1, 0, 0, 0)
        let property = XInternAtom(manager, "_XSETTINGS_SETTINGS", 0)
        func publish(_ values: [(String, XSettings.Value)], serial: UInt32) {
            let data = xsettings(values, serial: serial)
            data.withUnsafeBytes { bytes in
                _ = XChangeProperty(manager, managerWindow, property, property, 8, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
            }
            XFlush(manager)
        }
        publish([("Gdk/WindowScalingFactor", .integer(1))], serial: 1)
        XSetSelectionOwner(manager, XInternAtom(manager, "_XSETTINGS_S\(XDefaultScreen(manager))", 0), managerWindow, UInt(CurrentTime))
        XSync(manager, 0)
        #expect(X11Backend.preferredScale(environment: ["DISPLAY": display ?? ""]) == 1)

        let (window, _, _) = HostTestScene.make()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": display ?? ""])
        defer { host.close() }
        let surface = host.surface as! X11Window
        host.presentFrame()
        #expect(window.screen.scale == 1 && surface.pixelWidth == 160)
        publish([("Gdk/WindowScalingFactor", .integer(2))], serial: 2)
        for _ in 0..<50 where surface.pixelWidth != 320 {
            surface.waitForEvents(timeout: 0.1)
            host.processEvents()
        }
        #expect(window.screen.scale == 2, "the desktop's new scale reached the window's traits")
        #expect(surface.pixelWidth == 320 && surface.pixelHeight == 200, "the window keeps its size in points")
        #expect(window.bounds.size == CGSize(width: 160, height: 100))
        #expect(host.presentFrame(), "the whole frame is drawn again at the new scale")
        #expect(X11Backend.preferredScale(environment: ["DISPLAY": display ?? ""]) == 2)
    }
}
