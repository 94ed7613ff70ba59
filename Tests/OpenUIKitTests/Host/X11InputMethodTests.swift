import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitX11
import Testing

/// IBus, reached through XIM as GTK and Qt apps reach it, with its Wubi table: typing
/// composes provisional (marked) text in a text field, and a space commits the character.
@MainActor
@Suite(
    "X11 input method", .serialized,
    .enabled(
        if: XvfbServer.displayName != nil && IBus.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
        "needs Xvfb, xdotool, ibus and ibus-table-wubi"))
struct X11InputMethodTests {
    @Test func typingComposesMarkedTextAndASpaceCommitsIt() throws {
        let display = try #require(XvfbServer.displayName)
        let ibus = try #require(IBus.start(display: display), "IBus started")
        defer { ibus.stop() }

        let (window, _, _) = HostTestScene.make()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        window.addSubview(field)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": display, "XMODIFIERS": "@im=ibus"])
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        let surface = host.surface as! X11Window
        field.becomeFirstResponder()
        host.presentFrame()
        // The user gives the window the keyboard.
        ibus.run("xdotool", ["windowfocus", "--sync", "\(surface.identifier)"])
        pump(host) { surface.hasFocus }
        #expect(surface.hasFocus)

        var states: [String] = []
        func record() {
            let marked = field.markedTextRange.flatMap { field.text(in: $0) }
            let state = "\(field.text ?? "")|\(marked ?? "-")"
            if states.last != state { states.append(state) }
        }
        func marked() -> String? { field.markedTextRange.flatMap { field.text(in: $0) } }
        // One key at a time, each given time to reach the engine (a cold table loads slowly).
        for _ in 1...4 {
            let before = marked()
            ibus.run("xdotool", ["key", "g"])
            pump(host, seconds: 3) {
                record()
                return marked() != nil && marked() != before
            }
        }
        // Wubi shows its first candidate as the provisional text: 王 for gggg. (Bounds are
        // generous: the table engine is a Python process, slow on a busy machine.)
        pump(host, seconds: 30) {
            record()
            return marked() == "王"
        }
        #expect(states.contains { !$0.hasSuffix("|-") }, "keys composed marked text: \(states)")
        #expect(marked() == "王", "four keys composed the character, still marked: \(states)")
        ibus.run("xdotool", ["key", "space"])
        pump(host, seconds: 30) {
            record()
            return field.markedTextRange == nil
        }
        #expect(field.text == "王" && field.markedTextRange == nil, "a space committed the character: \(states)")
    }

    private func pump(_ host: WindowHost, seconds: Double = 3, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !done(), ContinuousClock.now < deadline {
            host.surface.waitForEvents(timeout: 0.02)
            host.processEvents()
            host.presentFrame()
        }
    }
}
