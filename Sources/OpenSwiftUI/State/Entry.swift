import Foundation

/// Declares an environment value with its key in one line, inside
/// `extension EnvironmentValues`.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accentTheme: Theme = .ocean
/// }
///
/// ContentView().environment(\.accentTheme, .forest)
/// ```
///
/// Differs from SwiftUI: focused values, transactions and container values have no keys
/// of their own here, so `@Entry` applies to `EnvironmentValues` only.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "OpenUIKitMacros", type: "EntryMacro")
