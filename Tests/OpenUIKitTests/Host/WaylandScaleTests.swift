import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitWayland
import Testing

/// Scales under a scripted compositor: fractional ones (Debian's compositors offer none),
/// whose preferred scale in 120ths becomes the screen's scale and the display scale trait,
/// with frames at that scale and a viewport mapping them back to the window's size in
/// points; and monitors of different whole scales that a window moves between.
@MainActor
@Suite("Wayland scales under a scripted compositor", .serialized)
struct WaylandScaleTests {
    /// Runs the host as the main loop does for up to `rounds` rounds, until `done`.
    private func pump(_ host: WindowHost, rounds: Int = 500, until done: () -> Bool) {
        for _ in 0..<rounds {
            if done() || host.isClosed { break }
            host.surface.waitForEvents(timeout: 0.01)
            host.processEvents()
            host.presentFrame()
        }
    }

    private func open(_ compositor: ScriptedWaylandCompositor) throws -> (WindowHost, UIWindow) {
        let (window, _, _) = HostTestScene.make()
        let host = try WindowHost(window: window, backend: WaylandBackend.self, title: "fractional", environment: compositor.environment)
        return (host, window)
    }

    @Test func framesComeAtTheCompositorsFractionalScale() throws {
        let compositor = try #require(ScriptedWaylandCompositor(scale: 1.5))
        let (host, window) = try open(compositor)
        defer { host.close() }
        pump(host) { compositor.lastFrame.buffer_width == 240 }
        let frame = compositor.lastFrame
        #expect(frame.fractional_scale_objects == 1)
        #expect(window.screen.scale == 1.5 && window.traitCollection.displayScale == 1.5)
        #expect(window.bounds.size == CGSize(width: 160, height: 100), "the window keeps its size in points")
        #expect(frame.buffer_width == 240 && frame.buffer_height == 150, "pixels at 1.5 times the points")
        #expect(frame.buffer_scale == 1, "a viewport, not a buffer scale, maps a fractional scale")
        #expect(frame.destination_width == 160 && frame.destination_height == 100)
        let image = try #require(compositor.lastImage())
        lookAt(image, name: "wayland-fractional-1.5")
        // The 40-point indigo stripe ends at 60 pixels.
        let stripe = image.rgba(atX: 56, y: 10), page = image.rgba(atX: 64, y: 10)
        #expect(stripe.blue > 150 && stripe.red < 150 && page.red > 200, "indigo to 60 pixels, white after: \(stripe), \(page)")
    }

    @Test func aNewPreferredScaleChangesTheTraitsLive() throws {
        let compositor = try #require(ScriptedWaylandCompositor(scale: 1))
        let (host, window) = try open(compositor)
        defer { host.close() }
        pump(host) { compositor.lastFrame.frames > 0 }
        #expect(compositor.lastFrame.buffer_width == 160)
        let heard = observeDisplayScale(in: window, host: host)
        compositor.prefer(scale: 1.25)
        pump(host) { compositor.lastFrame.buffer_width == 200 }
        #expect(window.screen.scale == 1.25 && window.traitCollection.displayScale == 1.25)
        #expect(compositor.lastFrame.buffer_height == 125 && compositor.lastFrame.destination_width == 160)
        #expect(heard.values.last == 1.25, "views heard the new display scale")
        let image = try #require(compositor.lastImage())
        lookAt(image, name: "wayland-fractional-1.25")
        let stripe = image.rgba(atX: 47, y: 10), page = image.rgba(atX: 53, y: 10)
        #expect(stripe.blue > 150 && page.red > 200, "indigo to 50 pixels: \(stripe), \(page)")
    }

    @Test func zeroOrAbsurdPreferredScalesAreIgnored() throws {
        let compositor = try #require(ScriptedWaylandCompositor(scale: 1.25))
        let (host, window) = try open(compositor)
        defer { host.close() }
        pump(host) { compositor.lastFrame.buffer_width == 200 }
        let heard = observeDisplayScale(in: window, host: host)
        compositor.prefer(rawScale: 0)
        compositor.prefer(rawScale: .max)
        compositor.prefer(rawScale: 120 * 100)
        // Events arrive in order: once the frame at 1.5 comes, the bad ones were read.
        compositor.prefer(scale: 1.5)
        pump(host) { compositor.lastFrame.buffer_width == 240 }
        #expect(!host.isClosed)
        #expect(heard.values == [1.5], "the scale went from 1.25 to 1.5 and nowhere else")
        #expect(window.screen.scale == 1.5)
    }

    @Test func aWindowMovedToAMonitorOfAnotherScaleTakesItsScale() throws {
        // Two monitors, at 1x and 2x, and no fractional scaling: the outputs' scales rule.
        let compositor = try #require(ScriptedWaylandCompositor(offersFractionalScale: false, outputScales: [1, 2]))
        let (host, window) = try open(compositor)
        defer { host.close() }
        compositor.enter(output: 0)
        pump(host) { compositor.lastFrame.buffer_width == 160 && window.screen.scale == 1 }
        #expect(compositor.lastFrame.fractional_scale_objects == 0)
        let heard = observeDisplayScale(in: window, host: host)
        #expect(window.screen.scale == 1 && compositor.lastFrame.buffer_width == 160)

        // Dragged across: on both for a moment, then on the second alone.
        compositor.enter(output: 1)
        compositor.leave(output: 0)
        pump(host) { compositor.lastFrame.buffer_width == 320 }
        #expect(window.screen.scale == 2 && window.traitCollection.displayScale == 2)
        #expect(heard.values.last == 2, "views heard the new display scale")
        #expect(window.bounds.size == CGSize(width: 160, height: 100), "the window keeps its size in points")
        let frame = compositor.lastFrame
        #expect(frame.buffer_width == 320 && frame.buffer_height == 200 && frame.buffer_scale == 2, "whole scales mark the buffer")

        // And back.
        compositor.enter(output: 0)
        compositor.leave(output: 1)
        pump(host) { compositor.lastFrame.buffer_width == 160 }
        #expect(window.screen.scale == 1 && compositor.lastFrame.buffer_scale == 1)
        #expect(heard.values == [2, 1])
    }

    /// Records the display scales a view in `window` hears, from its first update pass on
    /// (a view hears changes of the traits it was last given).
    private func observeDisplayScale(in window: UIWindow, host: WindowHost) -> Heard {
        let heard = Heard()
        let observer = DisplayScaleObserver { heard.values.append($0.displayScale) }
        window.rootViewController?.view.addSubview(observer)
        pump(host) { observer.deliveredTraits != nil }
        return heard
    }

    private final class Heard {
        var values: [CGFloat] = []
    }

    private func lookAt(_ image: CGImage, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        _ = try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }
}
