import Foundation

/// A window on a platform's display that OpenUIKit presents frames into and takes input
/// from: the contract every host implements (X11 today; Wayland or a bare framebuffer are
/// added the same way, as their own targets, without touching OpenUIKit's core).
///
/// A surface knows nothing of views. OpenUIKit's window host drives it once per display
/// refresh:
/// 1. ``pendingEvents()``: pointer, key, resize, exposure and close events, in pixels.
/// 2. The update pass and the compositor bring the `UIWindow`'s frame up to date.
/// 3. ``present(_:rect:)`` with only the damaged pixels (the whole frame after a resize
///    or exposure).
///
/// Between refreshes the host may wait on ``eventFileDescriptor`` (or call
/// ``waitForEvents(timeout:)``) so input is handled as soon as it arrives. Size changes come
/// as ``HostEvent/resized(width:height:)``; the host then presents a frame of the new size.
/// ``close()`` releases the window and its connection; it must be safe to call twice.
///
/// Design notes: pixels cross the contract as premultiplied RGBA rows in the frame's own
/// memory (``HostFrame``), so a surface converts or copies exactly the damaged
/// rectangle and nothing else; events are plain values in device pixels, so a surface
/// needs no UIKit types and OpenUIKit turns them into touches, presses and layout.
@preconcurrency @MainActor
public protocol HostSurface: AnyObject {
    /// The window's width in device pixels.
    var pixelWidth: Int { get }
    /// The window's height in device pixels.
    var pixelHeight: Int { get }
    /// A descriptor that becomes readable when events wait, or `nil` when the surface has
    /// none (then the host polls ``pendingEvents()`` each refresh).
    var eventFileDescriptor: Int32? { get }
    /// Blocks until events arrive or `timeout` seconds pass.
    func waitForEvents(timeout: TimeInterval)
    /// Every event waiting, oldest first; never blocks.
    func pendingEvents() -> [HostEvent]
    /// Copies `rect` of `frame` (the whole window's pixels) to the screen.
    func present(_ frame: HostFrame, rect: HostPixelRect)
    /// How many frames a second the screen under the window shows, or `nil` when the
    /// window system does not say; the host presents at this rate.
    var refreshRate: Double? { get }
    /// Names the window (the scene's title).
    func setTitle(_ title: String)
    /// Asks the window system to keep the window between these sizes, in pixels (`nil`:
    /// no limit); window systems may ignore it.
    func setSizeLimits(minimum: HostPixelSize?, maximum: HostPixelSize?)
    /// Whether the window may go full screen; a window the user or the window system puts
    /// full screen anyway is asked out of it at once.
    func setAllowsFullScreen(_ allowed: Bool)
    /// Closes the window and its connection; later calls do nothing.
    func close()
    /// The text on the platform's clipboard, or `nil` when it holds none (or the surface
    /// has no clipboard).
    func readClipboard() -> String?
    /// Puts text on the platform's clipboard, for other applications to paste.
    func writeClipboard(_ text: String)
    /// What the clipboard holds, by MIME type (`text/plain;charset=utf-8`, `image/png`,
    /// `text/uri-list`), as far as it has arrived: surfaces load what another app copied in
    /// the background, so this never waits. `nil` when the clipboard is empty.
    func clipboardContents() -> [String: Data]?
    /// Puts one item on the clipboard in several representations, by MIME type.
    func writeClipboard(contents: [String: Data])
    /// Where the window's top-left pixel is on the screen, in pixels; `nil` when the
    /// window system does not say. Screen readers need it for screen coordinates.
    func originOnScreen() -> (x: Int, y: Int)?
    /// Whether the window system can take a frame now. Compositors that pace clients say
    /// when they have shown the last frame; until then the host keeps the damage for later.
    var isReadyForFrame: Bool { get }
    /// Shows `cursor` while the pointer is over the window.
    func setCursor(_ cursor: HostCursor)
    /// Tells the input method about the focused text input, or that none is focused (`nil`).
    /// Called after each frame whose state differs from the last.
    func setTextInput(_ state: HostTextInputState?)
    /// A token for bringing a window forward, quoting the latest input this window had:
    /// compositors let a window come forward only when the user acted in the app, and the
    /// focused window's token says so. `nil` where the window system needs none.
    func activationToken() -> String?
    /// Asks the window system to bring the window to the front and give it the focus (an
    /// app showing a window the user asked for again), with a token from the window the
    /// user acted in; window systems may refuse.
    func activate(token: String?)
    /// The primary selection's text (what was last selected, in any app), as far as it has
    /// arrived; `nil` when there is none or the window system has no primary selection.
    func primarySelectionText() -> String?
    /// Makes `text` the primary selection: the app's text selection, for a middle click to
    /// paste elsewhere.
    func setPrimarySelection(_ text: String)

    /// Tells the dragging app what a drop where its drag is now would do; called after each
    /// ``HostEvent/drag(_:)`` event that entered or moved.
    func answerDrag(_ operation: HostDragOperation)
    /// Loads the dropped data of MIME `type` without blocking, calling `completion` with it
    /// (or `nil` when the source does not give it) on the main actor.
    func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void)
    /// Tells the dragging app the drop is done (`operation` `.none` when nothing took it),
    /// once the loads it needs have been asked for.
    func finishDrop(_ operation: HostDragOperation)

    /// The picture to show under the pointer while the app's drag is outside the window
    /// (`nil`: the pointer alone); set before the drag first leaves it.
    func setDragImage(_ image: HostDragImage?)
    /// Carries the app's own drag, offering data of `types` (MIME types), to (`x`, `y`) in
    /// the window's pixels, a place outside the window: to the other app's window there, if
    /// any. Returns what that app would do with a drop, as far as it has answered.
    func dragOutside(types: [String], x: Int, y: Int) -> HostDragOperation
    /// The app's drag came back into the window or was cancelled: the other app under it,
    /// if any, hears that it left.
    func endDragOutside()
    /// The user let go of the app's drag outside the window. When the app under it said it
    /// takes the drop, it gets the drop and asks for the data it wants by MIME type through
    /// `provide`, whose completion gives the bytes (or `nil`) on the main actor.
    /// - Returns: what the other app does with the drop (`.none` when no app takes it).
    func dropOutside(provide: @escaping @MainActor (_ type: String, _ completion: @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation
}

extension HostSurface {
    /// Surfaces without a clipboard have nothing to paste.
    public func readClipboard() -> String? { nil }
    /// Surfaces without a clipboard keep nothing.
    public func writeClipboard(_ text: String) {}
    /// Surfaces whose clipboard holds only text offer it as text.
    public func clipboardContents() -> [String: Data]? {
        readClipboard().map { [HostClipboardType.text: Data($0.utf8)] }
    }
    /// Surfaces whose clipboard holds only text keep the text representation.
    public func writeClipboard(contents: [String: Data]) {
        if let text = contents[HostClipboardType.text] { writeClipboard(String(decoding: text, as: UTF8.self)) }
    }
    /// Surfaces whose window system has no full screen have nothing to forbid.
    public func setAllowsFullScreen(_ allowed: Bool) {}
    /// Surfaces that cannot say where they are report nothing.
    public func originOnScreen() -> (x: Int, y: Int)? { nil }
    /// Surfaces that do not know their screen's rate leave the host's default.
    public var refreshRate: Double? { nil }
    /// Surfaces that do not pace frames take one whenever it is ready.
    public var isReadyForFrame: Bool { true }
    /// Surfaces without cursors keep the window system's.
    public func setCursor(_ cursor: HostCursor) {}
    /// Surfaces without input methods take keys only.
    public func setTextInput(_ state: HostTextInputState?) {}
    /// Window systems without activation tokens need none.
    public func activationToken() -> String? { nil }
    /// Surfaces whose window system lets only the user choose the active window do nothing.
    public func activate(token: String?) {}
    /// Surfaces without a primary selection have nothing to paste.
    public func primarySelectionText() -> String? { nil }
    /// Surfaces without a primary selection ignore selections.
    public func setPrimarySelection(_ text: String) {}
    public func answerDrag(_ operation: HostDragOperation) {}
    public func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void) { completion(nil) }
    public func finishDrop(_ operation: HostDragOperation) {}
    /// Surfaces that carry no drags out show no picture for them.
    public func setDragImage(_ image: HostDragImage?) {}
    /// Surfaces without drag and drop between apps have no other app to carry a drag to.
    public func dragOutside(types: [String], x: Int, y: Int) -> HostDragOperation { .none }
    public func endDragOutside() {}
    public func dropOutside(provide: @escaping @MainActor (_ type: String, _ completion: @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation { .none }
}

/// The MIME types OpenUIKit reads and writes on desktop clipboards.
public enum HostClipboardType {
    /// UTF-8 text.
    public static let text = "text/plain;charset=utf-8"
    /// A PNG image.
    public static let png = "image/png"
    /// A JPEG image.
    public static let jpeg = "image/jpeg"
    /// URLs, one a line (RFC 2483).
    public static let uriList = "text/uri-list"
    /// Other names for UTF-8 text that X11 and older Wayland clients use.
    public static let textAliases = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]

    /// What a host loads of another app's selection: for each kind (text, an image, URLs),
    /// the types to ask for, most wanted first.
    public static let loadedKinds: [[String]] = [textAliases, [png, jpeg], [uriList]]

    /// More than this many bytes of another app's selection are not taken.
    public static let sizeLimit = 64 << 20

    /// `items` with the text, when there is text, also under the names older clients ask for.
    public static func addingTextAliases(to items: [String: Data]) -> [String: Data] {
        guard let text = items[HostClipboardType.text] else { return items }
        var offered = items
        for alias in textAliases where offered[alias] == nil { offered[alias] = text }
        return offered
    }
}

/// A frame's pixels as the compositor keeps them, borrowed for the length of a `present`
/// call: premultiplied RGBA, one `UInt32` a pixel with red in the low byte, rows top first.
public struct HostFrame {
    /// The first pixel of the top row.
    public let base: UnsafePointer<UInt32>
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Pixels from one row's start to the next.
    public let stride: Int

    /// A view of `height` rows of `width` pixels, `stride` pixels apart, from `base`.
    public init(base: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }
}

/// A rectangle of device pixels, top-left origin.
public struct HostPixelRect: Equatable, Sendable {
    /// The left edge, in pixels from the window's left.
    public var x: Int
    /// The top edge, in pixels from the window's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A rectangle of `width` × `height` pixels at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size in device pixels.
public struct HostPixelSize: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
