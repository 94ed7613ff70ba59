import Testing
import OpenUIKitDesktop
import OpenUIKitHost
import OpenUIKitX11
@testable import OpenUIKit

@MainActor
@Suite struct DesktopHostsTests {
    @Test func theCoreNamesTheDesktopProviderByItsMangledName() {
        #expect(_mangledTypeName(DesktopHosts.self) == MainLoop.desktopProviderTypeName)
    }

    @Test func aBinaryLinkingTheDesktopFindsItsHostsAtLaunch() throws {
        let provider = try #require(MainLoop.hostProvider)
        #expect(ObjectIdentifier(provider) == ObjectIdentifier(DesktopHosts.self))
        #expect(MainLoop.hostBackends.map { $0.name } == ["Wayland", "X11"], "Wayland first: a Wayland session does not go through XWayland")
    }

    @Test func aDisplayWithoutADesktopSaysWhatToAdd() throws {
        let message = try #require(MainLoop.missingDesktopMessage(provider: nil, environment: ["DISPLAY": ":0"]))
        #expect(message.contains("OpenUIKitDesktop"))
        #expect(message.contains(":0"))
        #expect(MainLoop.missingDesktopMessage(provider: nil, environment: ["WAYLAND_DISPLAY": "wayland-0"]) != nil)
        #expect(MainLoop.missingDesktopMessage(provider: nil, environment: [:]) == nil)
        #expect(MainLoop.missingDesktopMessage(provider: nil, environment: ["DISPLAY": ""]) == nil)
        #expect(MainLoop.missingDesktopMessage(provider: DesktopHosts.self, environment: ["DISPLAY": ":0"]) == nil)
    }

    @Test func theHostFollowsTheSessionUnlessOneIsNamed() {
        let backends = DesktopHosts.backends
        let both = ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]
        #expect(MainLoop.chooseBackend(backends, environment: both)?.name == "Wayland")
        #expect(MainLoop.chooseBackend(backends, environment: ["DISPLAY": ":0"])?.name == "X11")
        #expect(MainLoop.chooseBackend(backends, environment: [:]) == nil, "no display: headless")
        #expect(MainLoop.chooseBackend(backends, environment: both.merging(["OPENUIKIT_HOST": "x11"]) { $1 })?.name == "X11")
        #expect(MainLoop.chooseBackend(backends, environment: ["OPENUIKIT_HOST": "Wayland"])?.name == "Wayland", "named, even without its variable")
        #expect(MainLoop.chooseBackend(backends, environment: both.merging(["OPENUIKIT_HOST": "headless"]) { $1 }) == nil)
        #expect(MainLoop.chooseBackend(backends, environment: both.merging(["OPENUIKIT_HOST": "framebuffer"]) { $1 }) == nil, "an unknown host: headless, with a message")
    }
}
