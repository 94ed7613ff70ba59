import Foundation

/// A screen's title settings, carried up from its content to its navigation screen.
struct NavigationTitleSettings: Equatable {
    var title: String?
    var subtitle: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
}

/// The title nearest the screen's top wins.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: NavigationTitleSettings { NavigationTitleSettings() }

    static func reduce(value: inout NavigationTitleSettings, nextValue: () -> NavigationTitleSettings) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        if value.subtitle == nil { value.subtitle = next.subtitle }
        if value.displayMode == .automatic { value.displayMode = next.displayMode }
    }
}

/// Namespaces of the navigation bar's settings.
public enum NavigationBarItem {
    /// How a screen's title shows in the bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the stack's first screen, inline after, as the screens before.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

extension View {
    /// The title of the navigation screen this view is in.
    ///
    /// ```swift
    /// List(films) { ... }.navigationTitle("Films")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        let title = Text(titleKey).plainString
        return transformPreference(NavigationTitleKey.self) { $0.title = title }
    }

    /// The title of the navigation screen, as a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return transformPreference(NavigationTitleKey.self) { $0.title = title }
    }

    /// The title of the navigation screen, as text (its characters; styling is not kept).
    public func navigationTitle(_ title: Text) -> some View {
        let string = title.plainString
        return transformPreference(NavigationTitleKey.self) { $0.title = string }
    }

    /// A subtitle under the navigation screen's title (iOS 26).
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        let subtitle = Text(subtitleKey).plainString
        return transformPreference(NavigationTitleKey.self) { $0.subtitle = subtitle }
    }

    /// How the navigation screen shows its title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationTitleKey.self) { $0.displayMode = displayMode }
    }
}
