import Foundation

/// What a screen's content says about its bars (`toolbarVisibility`,
/// `toolbarBackground`), carried up to its navigation screen. Settings nearer the
/// screen's top win.
struct ScreenBarSettings: Equatable {
    var visibility: [ToolbarPlacement.Bar: Visibility] = [:]
    var backgroundVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
    var background: [ToolbarPlacement.Bar: AnyShapeStyle] = [:]

    // Styles do not compare: settings with one are taken again after every update.
    static func == (lhs: ScreenBarSettings, rhs: ScreenBarSettings) -> Bool {
        lhs.visibility == rhs.visibility && lhs.backgroundVisibility == rhs.backgroundVisibility
            && lhs.background.isEmpty && rhs.background.isEmpty
    }

    /// Whether a bar shows: hidden only when a view asked for it.
    func isHidden(_ bar: ToolbarPlacement.Bar) -> Bool { visibility[bar] == .hidden }

    /// The navigation item appearances the settings ask for: the colour as an opaque bar
    /// (also at the scroll edge when its background is `.visible`), or no background at
    /// all when it is `.hidden`; `nil` keeps the bar's own.
    @MainActor func navigationAppearances(in environment: EnvironmentValues) -> (standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance?)? {
        let shown = backgroundVisibility[.navigationBar]
        let style = background[.navigationBar]
        if shown == .hidden {
            let clear = UINavigationBarAppearance()
            clear.configureWithTransparentBackground()
            return (clear, clear)
        }
        guard style != nil || shown == .visible else { return nil }
        let filled = UINavigationBarAppearance()
        if let color = style.flatMap({ Self.color(of: $0, in: environment) }) {
            filled.configureWithOpaqueBackground()
            filled.backgroundColor = color
        } else {
            filled.configureWithDefaultBackground()
        }
        return (filled, shown == .visible ? filled : nil)
    }

    /// The colour a style fills a bar with: a colour's own, a gradient's first; other
    /// styles (materials, images) keep the bar's frosted background.
    private static func color(of style: AnyShapeStyle, in environment: EnvironmentValues) -> UIColor? {
        switch style.resolvedPaint(in: environment) {
        case .color(let color): color
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _), .angular(let stops, _, _, _):
            stops.first.map { UIColor(cgColor: $0.color) }
        default: nil
        }
    }
}

struct ScreenBarSettingsKey: PreferenceKey {
    static var defaultValue: ScreenBarSettings { ScreenBarSettings() }

    static func reduce(value: inout ScreenBarSettings, nextValue: () -> ScreenBarSettings) {
        let next = nextValue()
        value.visibility.merge(next.visibility) { kept, _ in kept }
        value.backgroundVisibility.merge(next.backgroundVisibility) { kept, _ in kept }
        value.background.merge(next.background) { kept, _ in kept }
    }
}

extension View {
    /// Shows or hides bars of the navigation screen this view is in: the navigation bar,
    /// the bottom toolbar, or the tab bar while this screen shows.
    ///
    /// ```swift
    /// PlayerView().toolbarVisibility(.hidden, for: .navigationBar, .tabBar)
    /// ```
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(bars) { $0.visibility[$1] = visibility }
    }

    /// The older name of `toolbarVisibility(_:for:)`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(bars) { $0.visibility[$1] = visibility }
    }

    /// Fills the screen's navigation bar with a style.
    ///
    /// Differs from SwiftUI: a gradient fills the bar with its first colour, other styles
    /// keep the bar's frosted background; only the navigation bar takes it.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let erased = AnyShapeStyle(style)
        return settingBars(bars) { $0.background[$1] = erased }
    }

    /// Whether the screen's navigation bar shows its background: `.visible` even at the
    /// scroll edge (where iOS 26 shows none), `.hidden` never.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(bars) { $0.backgroundVisibility[$1] = visibility }
    }

    /// The newer name of `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(bars) { $0.backgroundVisibility[$1] = visibility }
    }

    /// Writes a setting for each of `bars` into the screen's bar settings.
    private func settingBars(_ bars: [ToolbarPlacement], _ write: @escaping (inout ScreenBarSettings, ToolbarPlacement.Bar) -> Void) -> some View {
        let resolved = bars.map(\.resolved)
        return transformPreference(ScreenBarSettingsKey.self) { settings in
            for bar in resolved { write(&settings, bar) }
        }
    }
}
