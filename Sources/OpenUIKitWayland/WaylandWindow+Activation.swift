import CWayland
import Foundation

extension WaylandWindow {
    /// Asks the compositor to bring the window to the front and focus it, through
    /// `xdg_activation_v1`, with `token` (from the window the user acted in), else a token
    /// of its own. Compositors honour it when the token quotes recent input in the focused
    /// window; without the protocol this does nothing.
    public func activate(token: String?) {
        guard !isClosed, let activation = connection.activation, let token = token ?? activationToken() else { return }
        xdg_activation_v1_activate(activation, token, surface)
        connection.flush()
    }

    /// A token quoting this window and the seat's latest input serial, or `nil` when the
    /// compositor does not give one within a second.
    public func activationToken() -> String? {
        guard !isClosed, let activation = connection.activation, let request = xdg_activation_v1_get_activation_token(activation) else { return nil }
        defer { xdg_activation_token_v1_destroy(request) }
        let box = TokenBox()
        xdg_activation_token_v1_add_listener(request, Self.tokenListener, Unmanaged.passUnretained(box).toOpaque())
        if let seat = connection.seat { xdg_activation_token_v1_set_serial(request, seat.lastSerial, seat.proxy) }
        xdg_activation_token_v1_set_surface(request, surface)
        xdg_activation_token_v1_set_app_id(request, ProcessInfo.processInfo.processName)
        xdg_activation_token_v1_commit(request)
        _ = connection.roundTrip(timeout: 1)
        return box.token
    }

    /// Where the compositor's answer lands.
    private final class TokenBox {
        var token: String?
    }

    private nonisolated(unsafe) static let tokenListener = listener(xdg_activation_token_v1_listener(
        done: { data, _, token in
            let box = Unmanaged<TokenBox>.fromOpaque(data!).takeUnretainedValue()
            box.token = compositorString(token)
        }))
}
