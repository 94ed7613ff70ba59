import Foundation
import OpenUIKitDBus
@testable import OpenUIKitDesktop
import OpenUIKitHost
import Testing

/// The desktop portal's settings, from a stand-in portal on a private bus: read at
/// connection, followed live through `SettingChanged`, malformed values ignored.
@MainActor
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), "needs dbus-daemon"))
struct PortalDesktopSettingsTests {
    /// A stand-in for xdg-desktop-portal: answers ReadAll from `values` and sends signals.
    @MainActor private final class Portal {
        let connection: DBusConnection
        var values: [(String, String, DBusValue)]

        init?(address: String, values: [(String, String, DBusValue)]) {
            guard let connection = try? DBusConnection.open(address: address), connection.requestName(PortalDesktopSettings.service) else { return nil }
            self.connection = connection
            self.values = values
            connection.onMessage { [weak self] message in self?.answer(message) ?? false }
        }

        private func answer(_ message: DBusMessage) -> Bool {
            guard message.isMethodCall, message.member == "ReadAll", let reply = message.methodReturn() else { return false }
            let namespaces = Dictionary(grouping: values, by: \.0)
            reply.append(.dictionary(keySignature: "s", valueSignature: "a{sv}", namespaces.map { namespace, entries in
                (key: .string(namespace), value: .dictionary(keySignature: "s", valueSignature: "v", entries.map { (key: .string($0.1), value: .variant($0.2)) }))
            }))
            connection.send(reply)
            connection.flush()
            return true
        }

        func change(_ namespace: String, _ key: String, _ value: DBusValue) {
            guard let signal = DBusMessage.signal(path: PortalDesktopSettings.path, interface: PortalDesktopSettings.interface, name: "SettingChanged")
            else { return }
            signal.append(.string(namespace), .string(key), .variant(value))
            connection.send(signal)
            connection.flush()
        }
    }

    /// Runs both ends until `done` (at most three seconds).
    private func pump(_ portal: Portal?, _ client: PortalDesktopSettings, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(3)
        while !done(), ContinuousClock.now < deadline {
            portal?.connection.processIncoming()
            client.processIncoming()
            usleep(5_000)
        }
    }

    private let appearance = "org.freedesktop.appearance"

    @Test func settingsAreReadThenFollowedLive() throws {
        let bus = try #require(PrivateSessionBus())
        let portal = try #require(Portal(address: bus.address, values: [
            (appearance, "color-scheme", .uint32(1)),
            (appearance, "contrast", .uint32(0)),
            (appearance, "accent-color", .structure([.double(0.2), .double(0.4), .double(0.6)])),
            ("org.gnome.desktop.interface", "enable-animations", .boolean(false)),
            ("org.gnome.desktop.interface", "text-scaling-factor", .double(1.25)),
        ]))
        let client = PortalDesktopSettings(bus: try DBusConnection.open(address: bus.address))
        defer { client.close() }
        var heard: [HostDesktopSettings] = []
        client.onChange = { heard.append($0) }
        pump(portal, client) { client.settings.colorScheme == .dark }
        #expect(client.settings == HostDesktopSettings(
            colorScheme: .dark, highContrast: false, accentColor: .init(red: 0.2, green: 0.4, blue: 0.6), reduceMotion: true, textScale: 1.25))
        portal.change(appearance, "color-scheme", .uint32(2))
        pump(portal, client) { client.settings.colorScheme == .light }
        #expect(client.settings.colorScheme == .light, "the switch to light arrived live")
        portal.change(appearance, "contrast", .uint32(1))
        pump(portal, client) { client.settings.highContrast == true }
        #expect(client.settings.highContrast == true)
        #expect(heard.count == 3, "one change each time")
    }

    @Test func malformedValuesAreIgnored() throws {
        let bus = try #require(PrivateSessionBus())
        let portal = try #require(Portal(address: bus.address, values: [
            (appearance, "color-scheme", .string("dark")),
            (appearance, "accent-color", .structure([.double(2), .double(-1), .double(.nan)])),
            ("org.gnome.desktop.interface", "text-scaling-factor", .double(.infinity)),
        ]))
        let client = PortalDesktopSettings(bus: try DBusConnection.open(address: bus.address))
        defer { client.close() }
        pump(portal, client) { client.hasAnswered }
        #expect(client.hasAnswered)
        #expect(client.settings == HostDesktopSettings(), "nothing usable: the defaults stay")
        portal.change(appearance, "color-scheme", .structure([.uint32(1)]))
        portal.change(appearance, "contrast", .variant(.variant(.uint32(1))))
        pump(portal, client) { client.settings.highContrast == true }
        #expect(client.settings.colorScheme == .noPreference)
        #expect(client.settings.highContrast == true, "a value wrapped twice is still read")
    }

    @Test func noPortalLeavesTheDefaults() throws {
        let bus = try #require(PrivateSessionBus())
        let client = PortalDesktopSettings(bus: try DBusConnection.open(address: bus.address))
        defer { client.close() }
        pump(nil, client) { client.hasAnswered }
        #expect(client.hasAnswered, "the bus answers for a missing portal")
        #expect(client.settings == HostDesktopSettings())
        #expect(PortalDesktopSettings.connect(environment: [:]) == nil, "no session bus: no source")
        #expect(PortalDesktopSettings.connect(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUIKIT_DESKTOP_SETTINGS": "0"]) == nil)
    }
}
