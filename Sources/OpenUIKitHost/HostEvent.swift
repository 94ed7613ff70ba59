import Foundation

/// Input and window-system events a ``HostSurface`` reports, in device pixels.
public enum HostEvent: Equatable, Sendable {
    /// The primary pointer button went down, moved while down, or came up.
    case pointer(phase: HostPointerPhase, x: Int, y: Int)
    /// A finger of a touchscreen went down, moved, or came up at (`x`, `y`); `id` tells the
    /// fingers down at once apart, each keeping its own for as long as it touches.
    case touch(id: Int, phase: HostPointerPhase, x: Int, y: Int)
    /// The window system took the touchscreen's fingers for a gesture of its own: every
    /// finger's touch is cancelled.
    case touchesCancelled
    /// The secondary (right) button was clicked at (`x`, `y`): a context menu's request.
    case secondaryClick(x: Int, y: Int)
    /// The middle button was clicked at (`x`, `y`): on Linux desktops, pasting the primary
    /// selection (the text last selected anywhere) there.
    case middleClick(x: Int, y: Int)
    /// The pointer moved to (`x`, `y`) with no button down.
    case hover(x: Int, y: Int)
    /// The pointer left the window.
    case pointerLeft
    /// The window now has this size.
    case resized(width: Int, height: Int)
    /// The window's scale changed (it moved to another monitor, or the desktop's scale
    /// changed): pixels per point, possibly fractional. A ``resized(width:height:)`` with
    /// the new pixel size follows when the size in pixels changed.
    case scaleChanged(Double)
    /// The window system lost the window's pixels: present the whole frame again.
    case exposed
    /// A key was pressed (with auto-repeat, again while held).
    case key(HostKeyPress)
    /// The input method composed or committed text for the focused text input.
    case textInput(HostTextInputChange)
    /// The wheel turned (or a touchpad scrolled) over (`x`, `y`), in device pixels: `dx`
    /// and `dy` in wheel steps, positive toward the right and the bottom of the content.
    case scroll(dx: Double, dy: Double, x: Int, y: Int)
    /// A touchpad scrolled over (`x`, `y`), in fractions of wheel steps: fingers on the
    /// pad. When these stop, scroll views carry on with momentum.
    case touchpadScroll(dx: Double, dy: Double, x: Int, y: Int)
    /// The window gained (`true`) or lost (`false`) the keyboard focus: the desktop made it,
    /// or another window, the active one.
    case focusChanged(Bool)
    /// The user asked to close the window.
    case closeRequested
    /// Another app's drag entered, moved over, left or was dropped on the window. Answer
    /// each with ``HostSurface/answerDrag(_:)``.
    case drag(HostDragEvent)
}

/// Where a pointer press is.
public enum HostPointerPhase: Equatable, Sendable {
    case down, moved, up
}

/// A key press as the platform's keyboard layout reads it.
public struct HostKeyPress: Equatable, Sendable {
    /// The key's USB HID usage (page 7): where it is on the keyboard, whatever the layout.
    public var usage: Int
    /// What the key types with the modifiers held, composed with dead keys before it
    /// (empty for keys that type nothing, and for a dead key itself).
    public var characters: String
    /// What it types with shift alone.
    public var charactersIgnoringModifiers: String
    /// The modifier keys held.
    public var modifiers: HostKeyModifiers

    public init(usage: Int, characters: String, charactersIgnoringModifiers: String, modifiers: HostKeyModifiers) {
        self.usage = usage
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
    }
}

/// Modifier keys held during a key press.
public struct HostKeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = HostKeyModifiers(rawValue: 1 << 0)
    public static let control = HostKeyModifiers(rawValue: 1 << 1)
    /// Alt (Option on Apple keyboards).
    public static let alternate = HostKeyModifiers(rawValue: 1 << 2)
    /// The Super or Windows key, which stands for Command.
    public static let command = HostKeyModifiers(rawValue: 1 << 3)
    public static let capsLock = HostKeyModifiers(rawValue: 1 << 4)
    public static let numericPad = HostKeyModifiers(rawValue: 1 << 5)
}
