import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The least height of a list's rows: 44 points by default, as on iPhone.
    ///
    /// A row is as tall as its content and its insets, and never shorter than this.
    /// Negative, infinite and NaN values count as 0.
    ///
    /// ```swift
    /// List(films) { FilmRow(film: $0) }
    ///     .environment(\.defaultMinListRowHeight, 60)
    /// ```
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section headers, or `nil` for headers as tall as their
    /// content (the default). Negative, infinite and NaN values count as 0.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
