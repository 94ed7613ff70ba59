import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitWayland
import Testing

/// Drag and drop between two apps under the compositor: each host has its own connection,
/// so to the compositor they are two clients. The pointer lifts a view in one, carries it
/// into the other and lets go there; the compositor's drag (`wl_data_device`) takes it
/// across, so this tests both the drag out of one app and the drop into the other.
extension WaylandHostTests {
    /// A window whose left half lifts "Ferns" and whose right half takes drops.
    private func shelfScene(_ journal: DragJournal) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let poster = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        poster.backgroundColor = .systemOrange
        let drag = UIDragInteraction(delegate: journal)
        drag.isEnabled = true
        poster.addInteraction(drag)
        let shelf = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        shelf.backgroundColor = .systemTeal
        shelf.addInteraction(UIDropInteraction(delegate: journal))
        window.addSubview(poster)
        window.addSubview(shelf)
        window.makeKeyAndVisible()
        return window
    }

    /// Both hosts' events and frames until `done`, for a bounded number of rounds (not a
    /// time: on a busy machine a round can wait long for the shared main actor); it yields
    /// so that item providers' loads, which come back on the main actor, arrive.
    private func pump(_ hosts: [WindowHost], rounds: Int = 1_500, until done: () -> Bool) async {
        for _ in 0..<rounds {
            if done() { break }
            for host in hosts {
                host.surface.waitForEvents(timeout: 0.005)
                host.processEvents()
                host.presentFrame()
            }
            // A pause rather than a yield: the loads' completions are main-actor tasks that
            // may rank below this one, and a yield would run this one again first.
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    private func pointer(_ arguments: [String]) { compositor.run("xdotool", arguments) }

    /// Presses on the source's poster and holds until the drag lifts.
    private func lift(_ source: WindowHost, at frame: CGRect, journal: DragJournal, hosts: [WindowHost]) async {
        pointer(["mousemove", "\(Int(frame.minX) + 40)", "\(Int(frame.minY) + 50)", "sleep", "0.6", "mousedown", "1"])
        await pump(hosts) { journal.entries.contains("begin") }
    }

    @Test func textDraggedToAnotherAppDropsThere() async throws {
        let sourceJournal = DragJournal(), targetJournal = DragJournal()
        sourceJournal.items = [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString))]
        let source = try open(shelfScene(sourceJournal), title: "drag source")
        defer { source.close() }
        let target = try open(shelfScene(targetJournal), title: "drop target")
        defer { target.close() }
        compositor.command("[title=\"drag source\"] move position 100 100")
        compositor.command("[title=\"drop target\"] move position 500 100")
        let hosts = [source, target]
        await pump(hosts) { rect(of: "drag source")?.minX == 100 && rect(of: "drop target")?.minX == 500 }
        let sourceFrame = try #require(rect(of: "drag source")), targetFrame = try #require(rect(of: "drop target"))

        await lift(source, at: sourceFrame, journal: sourceJournal, hosts: hosts)
        #expect(sourceJournal.entries == ["items", "begin"])
        pointer(["mousemove", "\(Int(targetFrame.minX) + 150)", "\(Int(targetFrame.minY) + 50)"])
        let clipboard = wayland(source).connection.seat?.clipboard
        await pump(hosts) { clipboard?.outgoing != nil }
        #expect(clipboard?.outgoing?.types == ["text/plain;charset=utf-8"], "the compositor carries the drag")
        pointer(["mousemove_relative", "--", "4", "4"])
        await pump(hosts) { targetJournal.entries.contains("enter") }
        #expect(targetJournal.entries == ["enter"], "the other app's drop target hears the drag")
        // The lifted poster goes along under the pointer: orange over the other app's teal
        // shelf. (Sway 1.7 puts the picture's corner at the pointer rather than the pixel
        // held, so the point checked lies inside it either way.)
        let held = CGPoint(x: targetFrame.minX + 154 + 30, y: targetFrame.minY + 54 + 25)
        let screen = screenshotOnce(seconds: 5) { image in
            let pixel = image.rgba(atX: Int(held.x), y: Int(held.y))
            return pixel.red > 200 && pixel.blue < 110
        }
        if let screen { lookAt(screen, name: "wayland-drag-icon") }
        #expect(screen != nil, "the drag's picture follows the pointer outside the window")
        await pump(hosts, rounds: 100) { clipboard?.outgoing?.answer == .copy }
        pointer(["mouseup", "1"])
        await pump(hosts) { targetJournal.dropped == ["Ferns"] && sourceJournal.entries.contains("transferred") }
        #expect(targetJournal.dropped == ["Ferns"])
        #expect(targetJournal.entries.prefix(2) == ["enter", "perform"])
        #expect(sourceJournal.entries == ["items", "begin", "willEnd copy", "didEnd copy", "transferred"])
        await pump(hosts, rounds: 200) { clipboard?.outgoing == nil }
        #expect(clipboard?.outgoing == nil, "the compositor's drag is over")
    }

    @Test func aDragRefusedOutsideAndBroughtBackDropsInTheApp() async throws {
        let sourceJournal = DragJournal(), targetJournal = DragJournal()
        sourceJournal.items = [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString))]
        targetJournal.accepts = false
        let source = try open(shelfScene(sourceJournal), title: "round trip")
        defer { source.close() }
        let target = try open(shelfScene(targetJournal), title: "refuses")
        defer { target.close() }
        compositor.command("[title=\"round trip\"] move position 100 300")
        compositor.command("[title=\"refuses\"] move position 500 300")
        let hosts = [source, target]
        await pump(hosts) { rect(of: "round trip")?.minX == 100 && rect(of: "refuses")?.minX == 500 }
        let sourceFrame = try #require(rect(of: "round trip")), targetFrame = try #require(rect(of: "refuses"))

        await lift(source, at: sourceFrame, journal: sourceJournal, hosts: hosts)
        pointer(["mousemove", "\(Int(targetFrame.minX) + 150)", "\(Int(targetFrame.minY) + 50)"])
        let clipboard = wayland(source).connection.seat?.clipboard
        await pump(hosts) { clipboard?.outgoing != nil }
        pointer(["mousemove_relative", "--", "4", "4"])
        await pump(hosts, rounds: 100) { clipboard?.outgoing?.acceptsType == true }
        #expect(clipboard?.outgoing?.answer == HostDragOperation.none, "the other app's window refuses the drag")
        #expect(targetJournal.entries.isEmpty, "a drop target that cannot handle the items hears nothing")

        // Back over the source's own shelf: the compositor's drag is the app's own again.
        pointer(["mousemove", "\(Int(sourceFrame.minX) + 150)", "\(Int(sourceFrame.minY) + 50)"])
        await pump(hosts) { clipboard?.outgoing?.isOverOrigin == true }
        pointer(["mousemove_relative", "--", "4", "4"])
        await pump(hosts) { sourceJournal.entries.contains("enter") }
        pointer(["mouseup", "1"])
        await pump(hosts) { sourceJournal.dropped == ["Ferns"] && clipboard?.outgoing == nil }
        #expect(sourceJournal.dropped == ["Ferns"], "let go over its own window, the drag drops in the app")
        #expect(sourceJournal.sawLocalSession, "as the app's own drag, with its local session")
        #expect(sourceJournal.entries.starts(with: ["items", "begin", "enter", "perform"]))
        #expect(clipboard?.outgoing == nil)

        // The pointer is the app's again, with its button up: moving it touches nothing.
        pointer(["mousemove", "\(Int(sourceFrame.minX) + 40)", "\(Int(sourceFrame.minY) + 50)"])
        await pump(hosts, rounds: 50) { false }
        #expect(source.window.pointerTouch == nil, "no touch is left held after the drag")
    }
}
