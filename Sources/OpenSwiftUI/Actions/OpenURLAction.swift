import Foundation

/// An action that opens a URL: read it from the environment and call it.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
///
/// Links in text call the environment's action when tapped; set your own to handle them:
///
/// ```swift
/// Text("Read the [terms](https://example.com/terms).")
///     .environment(\.openURL, OpenURLAction { url in
///         show(url)
///         return .handled
///     })
/// ```
///
/// The system's action hands the URL to the desktop (`xdg-open`) where there is one, as
/// `UIApplication.open(_:options:completionHandler:)` does.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a custom action did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler dropped the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The system is to open the URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system is to open another URL in its place.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
        /// The system is to open the URL (or another in its place); whether it prefers an
        /// in-app browser is not told apart here, where URLs open on the desktop.
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result { Result(outcome: .system(url)) }
    }

    /// Your handler; `nil` for the system's action.
    private nonisolated let handler: (@MainActor (URL) -> Result)?

    /// An action that runs `handler` for each URL it is asked to open.
    public init(handler: @escaping (URL) -> Result) { self.handler = { url in handler(url) } }

    /// The system's action.
    nonisolated init() { handler = nil }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url`, then tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement): UIApplication.shared.open(replacement ?? url, completionHandler: completion)
        }
    }
}

private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }

extension EnvironmentValues {
    /// The action that opens URLs: tapped links in text call it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
