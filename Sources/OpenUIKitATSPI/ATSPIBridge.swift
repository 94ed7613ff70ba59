import Foundation
import OpenUIKitDBus
import OpenUIKitHost

/// Publishes an app's accessibility tree to Linux screen readers (Orca) over AT-SPI2.
///
/// It finds the accessibility bus through the session bus (`org.a11y.Bus.GetAddress`),
/// embeds the application in the registry (`org.a11y.atspi.Socket.Embed`) and answers
/// the `Accessible`, `Application`, `Component`, `Action`, `Value` and `Text` interfaces
/// for every published node at a stable object path derived from its id. Each new tree
/// is compared with the last, and what changed is signalled (children added and removed,
/// names, values, states, bounds). D-Bus goes through libdbus.
///
/// OpenUIKit connects one when its window opens on a display and a session bus is
/// there; without one, ``connect(applicationName:windowOrigin:environment:)``
/// returns `nil` at once and nothing else happens.
@preconcurrency @MainActor
public final class ATSPIBridge: HostAccessibilityBridge {
    let bus: DBusConnection
    /// Carries out what screen readers ask; OpenUIKit's publisher sets itself.
    public weak var actions: (any HostAccessibilityActions)?
    /// Where the window's top-left pixel is on the screen, for screen coordinates.
    /// Where the window a published window node (by its id) stands for is on the screen.
    let windowOrigin: (_ windowID: UInt64) -> (x: Int, y: Int)
    let applicationName: String
    /// The registry's desktop, the application's parent.
    var desktop: DBusValue = .structure([.string(""), .objectPath(ATSPIBridge.nullPath)])
    /// The id the registry gave the application.
    var applicationID: Int32 = 0
    var tree: ATSPITree
    private var session: DBusConnection?
    public private(set) var isScreenReaderRunning = false

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    private static let nodePathPrefix = "/org/a11y/atspi/accessible/"

    private init(bus: DBusConnection, session: DBusConnection, applicationName: String, windowOrigin: @escaping (_ windowID: UInt64) -> (x: Int, y: Int)) {
        self.bus = bus
        self.session = session
        self.applicationName = applicationName
        self.windowOrigin = windowOrigin
        tree = ATSPITree(root: HostAccessibilityNode(
            id: 0, role: .application, name: applicationName, frame: HostPixelRect(x: 0, y: 0, width: 0, height: 0)))
    }

    /// Connects to the accessibility bus and embeds the application in the registry, or
    /// returns `nil` (with the reason on standard error when a bus was there but refused)
    /// when there is no session bus, no accessibility bus, or `OPENUIKIT_ACCESSIBILITY=0`.
    /// Set ``actions`` before the next ``processRequests()``.
    public static func connect(
        applicationName: String,
        windowOrigin: @escaping (_ windowID: UInt64) -> (x: Int, y: Int),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ATSPIBridge? {
        guard environment["OPENUIKIT_ACCESSIBILITY"] != "0",
            let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty
        else { return nil }
        do {
            let session = try DBusConnection.session()
            let address = try accessibilityBusAddress(on: session)
            let bus = try DBusConnection.open(address: address)
            let bridge = ATSPIBridge(bus: bus, session: session, applicationName: applicationName, windowOrigin: windowOrigin)
            bus.onMessage { [weak bridge] message in bridge?.handle(message) ?? false }
            try bridge.embed()
            bridge.isScreenReaderRunning = screenReaderEnabled(on: session)
            return bridge
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: no screen reader bridge: \(error)\n".utf8))
            return nil
        }
    }

    private static func accessibilityBusAddress(on session: DBusConnection) throws(DBusFailure) -> String {
        guard let call = DBusMessage.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress")
        else { throw DBusFailure(name: "OpenUIKit.NoMemory", message: "cannot make a message") }
        let reply = try session.call(call)
        guard let address = reply.arguments.first?.stringValue, !address.isEmpty else {
            throw reply.failure ?? DBusFailure(name: "OpenUIKit.BadReply", message: "GetAddress returned no address")
        }
        return address
    }

    private static func screenReaderEnabled(on session: DBusConnection) -> Bool {
        guard let call = DBusMessage.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", method: "Get")
        else { return false }
        call.append(.string("org.a11y.Status"), .string("ScreenReaderEnabled"))
        return ((try? session.call(call, timeout: 0.5))?.arguments.first?.intValue ?? 0) != 0
    }

    /// Registers the application with the registry, which answers with the desktop.
    private func embed() throws(DBusFailure) {
        guard let call = DBusMessage.methodCall(
            destination: "org.a11y.atspi.Registry", path: Self.rootPath, interface: "org.a11y.atspi.Socket", method: "Embed")
        else { throw DBusFailure(name: "OpenUIKit.NoMemory", message: "cannot make a message") }
        call.append(reference(to: tree.root.id))
        let reply = try bus.call(call)
        if let failure = reply.failure { throw failure }
        if let desktop = reply.arguments.first { self.desktop = desktop }
    }

    // MARK: Paths

    func path(of id: UInt64) -> String { id == tree.root.id ? Self.rootPath : Self.nodePathPrefix + String(id) }

    func nodeID(at path: String) -> UInt64? {
        if path == Self.rootPath { return tree.root.id }
        guard path.hasPrefix(Self.nodePathPrefix), let id = UInt64(path.dropFirst(Self.nodePathPrefix.count)),
            tree.node(id) != nil
        else { return nil }
        return id
    }

    /// An AT-SPI object reference: the bus name and the object's path.
    func reference(to id: UInt64?) -> DBusValue {
        guard let id else { return .structure([.string(bus.uniqueName), .objectPath(Self.nullPath)]) }
        return .structure([.string(bus.uniqueName), .objectPath(path(of: id))])
    }

    // MARK: HostAccessibilityBridge

    public var fileDescriptor: Int32? { bus.fileDescriptor }

    public func processRequests() { bus.processIncoming() }

    public func publish(_ application: HostAccessibilityNode) {
        let new = ATSPITree(root: application)
        let events = ATSPIEvent.changes(from: tree, to: new)
        tree = new
        for event in events { emit(event) }
        if !events.isEmpty { bus.flush() }
    }

    public func announce(_ text: String) {
        let source = tree.root.children.first?.id ?? tree.root.id
        signal(from: source, "Announcement", kind: "", detail: 1, data: .string(text))
        bus.flush()
    }

    public func close() {
        bus.close()
        session?.close()
        session = nil
    }

    // MARK: Events

    private func emit(_ event: ATSPIEvent) {
        switch event {
        case .stateChanged(let node, let state, let isOn):
            signal(from: node, "StateChanged", kind: state.eventName, detail: isOn ? 1 : 0, data: .int32(0))
        case .childrenChanged(let parent, let index, let child, let added):
            signal(from: parent, "ChildrenChanged", kind: added ? "add" : "remove", detail: Int32(index), data: reference(to: child))
        case .propertyChanged(let node, let property, let text):
            signal(from: node, "PropertyChange", kind: property, detail: 0, data: .string(text))
        case .boundsChanged(let node, let frame):
            let rectangle = DBusValue.structure([frame.x, frame.y, frame.width, frame.height].map { .int32(Int32(clamping: $0)) })
            signal(from: node, "BoundsChanged", kind: "", detail: 0, data: rectangle)
        }
    }

    /// An `org.a11y.atspi.Event.Object` signal in AT-SPI's shape: kind, two details, a
    /// variant and (empty) properties.
    private func signal(from node: UInt64, _ name: String, kind: String, detail: Int32, data: DBusValue) {
        guard let message = DBusMessage.signal(path: path(of: node), interface: "org.a11y.atspi.Event.Object", name: name) else { return }
        message.append(.string(kind), .int32(detail), .int32(0), .variant(data), .dictionary(keySignature: "s", valueSignature: "v", []))
        bus.send(message)
    }
}
