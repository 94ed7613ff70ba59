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
        #expect(MainLoop.hostBackends.map { $0.name } == ["X11"])
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
}
