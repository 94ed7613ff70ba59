import CDBus
import Foundation

/// A private connection to a D-Bus bus through libdbus: method calls with replies, sends,
/// and incoming messages handed to a Swift handler when the app processes them.
@MainActor
package final class DBusConnection {
    private let pointer: OpaquePointer
    private var handler: ((DBusMessage) -> Bool)?
    private var isClosed = false

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
        // The app decides what a lost bus means; libdbus must not exit the process.
        dbus_connection_set_exit_on_disconnect(pointer, 0)
    }

    /// The session bus, or an error when there is none (no `DBUS_SESSION_BUS_ADDRESS`).
    package static func session() throws(DBusFailure) -> DBusConnection {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { throw failure(consuming: &error) }
        return DBusConnection(pointer: connection)
    }

    /// A bus at `address`, registered (given a unique name).
    package static func open(address: String) throws(DBusFailure) -> DBusConnection {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else { throw failure(consuming: &error) }
        let bus = DBusConnection(pointer: connection)
        guard dbus_bus_register(connection, &error) != 0 else {
            bus.close()
            throw failure(consuming: &error)
        }
        return bus
    }

    private static func failure(consuming error: inout DBusError) -> DBusFailure {
        defer { dbus_error_free(&error) }
        let name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        let message = error.message.map { String(cString: $0) } ?? ""
        return DBusFailure(name: name, message: message)
    }

    /// The name the bus gave this connection (":1.42").
    package var uniqueName: String { dbus_bus_get_unique_name(pointer).map { String(cString: $0) } ?? "" }

    /// The socket to wait on for incoming messages.
    package var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(pointer, &descriptor) != 0 ? descriptor : nil
    }

    package var isConnected: Bool { !isClosed && dbus_connection_get_is_connected(pointer) != 0 }

    /// Sends `message` and waits up to `timeout` seconds for its reply.
    package func call(_ message: DBusMessage, timeout: TimeInterval = 2) throws(DBusFailure) -> DBusMessage {
        var error = DBusError()
        dbus_error_init(&error)
        guard let reply = dbus_connection_send_with_reply_and_block(pointer, message.pointer, Int32(timeout * 1000), &error)
        else { throw Self.failure(consuming: &error) }
        return DBusMessage(taking: reply)
    }

    /// Queues `message` without waiting for a reply; ``flush()`` writes the queue out.
    /// Returns the message's serial, which its reply quotes (0 when closed).
    @discardableResult
    package func send(_ message: DBusMessage) -> UInt32 {
        guard !isClosed else { return 0 }
        var serial: UInt32 = 0
        dbus_connection_send(pointer, message.pointer, &serial)
        return serial
    }

    /// Asks the bus for the signals `rule` matches, without waiting for an answer.
    package func addMatch(_ rule: String) {
        guard !isClosed else { return }
        dbus_bus_add_match(pointer, rule, nil)
    }

    /// Takes a well-known name on the bus; returns whether this connection now owns it.
    package func requestName(_ name: String) -> Bool {
        guard !isClosed else { return false }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        return dbus_bus_request_name(pointer, name, UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error) == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
    }

    package func flush() {
        guard !isClosed else { return }
        dbus_connection_flush(pointer)
    }

    /// Hands every incoming message to `handler`, which returns whether it handled it.
    package func onMessage(_ handler: @escaping (DBusMessage) -> Bool) {
        if self.handler == nil {
            dbus_connection_add_filter(pointer, { _, message, context in
                guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
                let connection = Unmanaged<DBusConnection>.fromOpaque(context).takeUnretainedValue()
                // libdbus dispatches from `processIncoming`, which runs on the main actor.
                return MainActor.assumeIsolated {
                    connection.handle(DBusMessage(borrowing: message)) ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
                }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        }
        self.handler = handler
    }

    private func handle(_ message: DBusMessage) -> Bool { handler?(message) ?? false }

    /// Reads what waits on the socket and dispatches every complete message; never blocks.
    package func processIncoming() {
        guard isConnected else { return }
        dbus_connection_read_write(pointer, 0)
        while dbus_connection_dispatch(pointer) == DBUS_DISPATCH_DATA_REMAINS {}
        dbus_connection_flush(pointer)
    }

    /// Closes the connection; later calls do nothing.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        dbus_connection_close(pointer)
        dbus_connection_unref(pointer)
    }
}
