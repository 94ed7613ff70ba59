import Foundation
import OpenUIKitDBus
import OpenUIKitHost

/// The desktop's settings from the XDG desktop portal (`org.freedesktop.portal.Settings` on
/// the session bus), which GNOME, KDE and the wlroots desktops serve: the colour scheme,
/// contrast and accent colour of `org.freedesktop.appearance`, and GNOME's animation switch
/// and text scaling. Read once without blocking, then followed through `SettingChanged`.
@MainActor
final class PortalDesktopSettings: HostDesktopSettingsSource {
    private let bus: DBusConnection
    private var readSerial: UInt32 = 0
    private(set) var settings = HostDesktopSettings()
    /// Whether the portal answered the first read (with settings or with an error).
    private(set) var hasAnswered = false
    var onChange: ((HostDesktopSettings) -> Void)?

    static let service = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespaces = ["org.freedesktop.appearance", "org.gnome.desktop.interface"]

    /// Connects to the session bus named in `environment` (`DBUS_SESSION_BUS_ADDRESS`);
    /// `nil` without one, or with `OPENUIKIT_DESKTOP_SETTINGS=0`.
    static func connect(environment: [String: String]) -> PortalDesktopSettings? {
        guard environment["OPENUIKIT_DESKTOP_SETTINGS"] != "0",
            let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty, address != "disabled:",
            let bus = try? DBusConnection.open(address: address)
        else { return nil }
        return PortalDesktopSettings(bus: bus)
    }

    init(bus: DBusConnection) {
        self.bus = bus
        bus.onMessage { [weak self] message in self?.handle(message) ?? false }
        bus.addMatch("type='signal',interface='\(Self.interface)',member='SettingChanged'")
        if let read = DBusMessage.methodCall(destination: Self.service, path: Self.path, interface: Self.interface, method: "ReadAll") {
            read.append(.array(elementSignature: "s", Self.namespaces.map { .string($0) }))
            readSerial = bus.send(read)
        }
        bus.flush()
    }

    var fileDescriptor: Int32? { bus.fileDescriptor }

    func processIncoming() { bus.processIncoming() }

    func close() { bus.close() }

    private func handle(_ message: DBusMessage) -> Bool {
        if let serial = message.replySerial, serial == readSerial {
            hasAnswered = true
            // An error reply means no portal: the defaults stay.
            if message.failure == nil, case .dictionary(_, _, let namespaces)? = message.arguments.first {
                var updated = settings
                for (namespace, values) in namespaces {
                    guard case .dictionary(_, _, let entries) = values, let namespace = namespace.stringValue else { continue }
                    for (key, value) in entries { if let key = key.stringValue { Self.apply(namespace, key, value, to: &updated) } }
                }
                publish(updated)
            }
            return true
        }
        guard message.isSignal, message.interface == Self.interface, message.member == "SettingChanged" else { return false }
        let arguments = message.arguments
        guard arguments.count == 3, let namespace = arguments[0].stringValue, let key = arguments[1].stringValue else { return true }
        var updated = settings
        Self.apply(namespace, key, arguments[2], to: &updated)
        publish(updated)
        return true
    }

    private func publish(_ updated: HostDesktopSettings) {
        guard updated != settings else { return }
        settings = updated
        onChange?(updated)
    }

    /// One setting into `settings`; values of the wrong type or out of range are ignored.
    static func apply(_ namespace: String, _ key: String, _ value: DBusValue, to settings: inout HostDesktopSettings) {
        let value = unwrapped(value)
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme"):
            switch value.intValue {
            case 1: settings.colorScheme = .dark
            case 2: settings.colorScheme = .light
            default: settings.colorScheme = .noPreference
            }
        case ("org.freedesktop.appearance", "contrast"):
            if let contrast = value.intValue { settings.highContrast = contrast == 1 }
        case ("org.freedesktop.appearance", "accent-color"):
            guard case .structure(let fields) = value, fields.count == 3 else { return }
            let components = fields.compactMap(\.doubleValue)
            // Out of range means no accent colour, as the portal defines.
            if components.count == 3, components.allSatisfy({ $0.isFinite && (0...1).contains($0) }) {
                settings.accentColor = HostDesktopSettings.Color(red: components[0], green: components[1], blue: components[2])
            } else {
                settings.accentColor = nil
            }
        case ("org.gnome.desktop.interface", "enable-animations"):
            if case .boolean(let enabled) = value { settings.reduceMotion = !enabled }
        case ("org.gnome.desktop.interface", "text-scaling-factor"):
            if let factor = value.doubleValue, factor.isFinite, factor > 0 { settings.textScale = min(max(factor, 0.5), 3) }
        default:
            break
        }
    }

    /// Portals wrap values in variants, some twice.
    private static func unwrapped(_ value: DBusValue) -> DBusValue {
        if case .variant(let inner) = value { return unwrapped(inner) }
        return value
    }
}
