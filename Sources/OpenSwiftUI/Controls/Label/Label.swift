import Foundation

/// A title with an icon beside it: the standard way to label menu items, list rows,
/// toolbar buttons and tabs.
///
/// ```swift
/// Label("Downloads", systemImage: "arrow.down.circle")
/// Label {
///     Text(user.name)
/// } icon: {
///     Circle().fill(user.color).frame(width: 20, height: 20)
/// }
/// ```
///
/// `labelStyle(_:)` shows the title only, the icon only, or both (the default).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label of any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)), icon: LabelStyleConfiguration.Icon(content: AnyView(icon)),
            spokenTitle: (title as? Text)?.plainString),
            fallback: AnyLabelStyle(DefaultLabelStyle()))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized string key and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a localized string key and an asset catalog image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled with a string and an asset catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The standard label of a style's configuration.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
