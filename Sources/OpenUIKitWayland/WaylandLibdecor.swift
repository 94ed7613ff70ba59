import CLibdecor
import Foundation

/// libdecor on one connection: it gives windows a title bar, borders and the desktop's
/// move, resize, maximise and close gestures where the compositor draws none (GNOME's
/// Mutter offers no `xdg-decoration`), drawing them with its plugin (cairo on Debian).
@MainActor
final class WaylandLibdecor {
    let context: OpaquePointer

    /// A context on `display`, or `nil` when libdecor cannot start there.
    init?(display: OpaquePointer) {
        guard let context = libdecor_new(display, Self.interface) else { return nil }
        self.context = context
    }

    func release() { libdecor_unref(context) }

    /// Whether the app asks for drawn decorations even where the compositor would draw them,
    /// as libdecor's own `LIBDECOR_FORCE_CSD` does.
    nonisolated static func isForced(environment: [String: String]) -> Bool {
        (environment["LIBDECOR_FORCE_CSD"].flatMap { Int($0) } ?? 0) != 0
    }

    private nonisolated(unsafe) static let interface: UnsafeMutablePointer<libdecor_interface> = {
        var value = libdecor_interface()
        value.error = { _, _, message in
            // libdecor reports a compositor it cannot decorate on; the window still works.
            let text = message.map { String(cString: $0) } ?? "unknown error"
            FileHandle.standardError.write(Data("OpenUIKit: window decorations: \(text)\n".utf8))
        }
        return listener(value)
    }()
}
