import Foundation

/// A key and modifiers that run a button from anywhere in its window.
///
/// ```swift
/// Button("New Film") { store.add() }
///     .keyboardShortcut("n")                      // ⌘N, or Ctrl+N on Linux keyboards
/// Button("Cancel", role: .cancel) { dismiss() }
///     .keyboardShortcut(.cancelAction)            // Escape
/// ```
///
/// Differs from SwiftUI: a shortcut with ⌘ also answers to Ctrl (Linux keyboards' shortcut
/// key) unless it names Ctrl itself; `localization` is kept but changes nothing.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How the key adapts to keyboard layouts.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// Remap the key for the layout where needed.
        public static let automatic = Localization(name: "automatic")
        /// Keep the key where it is, as for arrows.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Use the character as typed.
        public static let custom = Localization(name: "custom")
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// How the key adapts to keyboard layouts.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (⌘ by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the button that confirms.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key commands that run `handler` for the shortcut: with ⌘, one with Ctrl too.
    @MainActor func keyCommands(running handler: @escaping @MainActor () -> Void) -> [UIKeyCommand] {
        let input = key.keyCommandInput
        var flags = [modifiers.keyModifierFlags]
        if modifiers.contains(.command), !modifiers.contains(.control) {
            var control = modifiers
            control.remove(.command)
            control.insert(.control)
            flags.append(control.keyModifierFlags)
        }
        return flags.map { UIKeyCommand(input: input, modifierFlags: $0, handler: handler) }
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut the button just inside runs on, as `keyboardShortcut` set it.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Runs the buttons inside when `key` is pressed with `modifiers` (⌘ by default)
    /// while they show in the window, wherever the keyboard focus is.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Runs the buttons inside on `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Runs the buttons inside on `shortcut`; `nil` takes a shortcut from around away.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Runs the buttons inside on `key` with `modifiers`, adapting it to keyboard layouts
    /// as `localization` says.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}
