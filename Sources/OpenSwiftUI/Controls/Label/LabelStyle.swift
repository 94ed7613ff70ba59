import Foundation

/// How a label arranges its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style shows.
    associatedtype Body: View
    /// The label's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A label's title and icon.
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// A label's title.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A label's icon.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
    /// The title's text, which names an icon shown alone.
    var spokenTitle: String?
}

/// The icon leading the title, both on the text's baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            // Beside its title the icon is decoration: screen readers read the title alone.
            configuration.icon.environment(\.imageSpokenLabel, "")
            configuration.title
        }
    }
}

/// The title alone (the icon still names nothing for screen readers).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone; screen readers read the title.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.environment(\.imageSpokenLabel, configuration.spokenTitle)
    }
}

/// The platform's style for where the label is: the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon leading the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style, type-erased.
typealias AnyLabelStyle = ErasedStyle<LabelStyleConfiguration>

extension ErasedStyle where Configuration == LabelStyleConfiguration {
    @MainActor init<S: LabelStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle? { nil } }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}


extension View {
    /// Sets how the labels inside show their title and icon.
    ///
    /// ```swift
    /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
