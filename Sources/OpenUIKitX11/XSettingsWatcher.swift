import CX11
import Foundation

/// Follows the XSETTINGS manager of a screen: finds the window owning `_XSETTINGS_S<n>`,
/// reads its settings, and reads them again whenever the manager changes them, goes, or a
/// new manager starts (its `MANAGER` announcement on the root window).
@MainActor
final class XSettingsWatcher {
    private let display: OpaquePointer
    private let root: Window
    private let selection: Atom
    private let property: Atom
    private let managerAtom: Atom
    /// The manager's window, or 0 when no manager runs.
    private(set) var owner: Window = 0
    /// The manager's settings, when one runs and its property parses.
    private(set) var settings: XSettings?

    init(display: OpaquePointer) {
        self.display = display
        let screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        selection = XInternAtom(display, "_XSETTINGS_S\(screen)", 0)
        property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        managerAtom = XInternAtom(display, "MANAGER", 0)
        // Managers announce themselves to the root window's structure listeners.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask)
        findOwner()
    }

    /// The settings of `displayName`'s manager right now (for a window's first scale).
    static func current(displayName: String?) -> XSettings? {
        guard let display = XOpenDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        let selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 0)
        let owner = XGetSelectionOwner(display, selection)
        return owner == 0 ? nil : read(display: display, window: owner, property: XInternAtom(display, "_XSETTINGS_SETTINGS", 0))
    }

    /// Handles an event if it is about the manager; returns whether the settings may have changed.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case ClientMessage where event.xclient.window == root && event.xclient.message_type == managerAtom
            && Atom(UInt(bitPattern: event.xclient.data.l.1)) == selection:
            findOwner()
            return true
        case PropertyNotify where owner != 0 && event.xproperty.window == owner && event.xproperty.atom == property:
            settings = Self.read(display: display, window: owner, property: property)
            return true
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            findOwner()
            return true
        default:
            return false
        }
    }

    private func findOwner() {
        owner = XGetSelectionOwner(display, selection)
        settings = nil
        guard owner != 0 else { return }
        XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask)
        settings = Self.read(display: display, window: owner, property: property)
    }

    private static func read(display: OpaquePointer, window: Window, property: Atom) -> XSettings? {
        guard let value = X11Property.read(property, of: window, display: display, longs: 1 << 18), value.format == 8 else { return nil }
        return XSettings(data: value.bytes)
    }
}
