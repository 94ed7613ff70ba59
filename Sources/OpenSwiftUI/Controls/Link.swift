import Foundation

/// A control that opens a URL when tapped, through the environment's `openURL` action.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
///
/// Screen readers read it as a link. The system's action hands the URL to the desktop
/// (`xdg-open`) where there is one; set `\.openURL` in the environment to handle it yourself.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with a label of any views.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, destination = destination
        Button { open(destination) } label: { label }
            .environment(\.buttonReadsAsLink, true)
    }
}

extension Link where Label == Text {
    /// A link titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
