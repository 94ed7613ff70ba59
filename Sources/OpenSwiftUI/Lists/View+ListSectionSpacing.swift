import Foundation

extension View {
    /// Sets the spacing between adjacent sections of a list: on a `List`, for all its
    /// sections; on a `Section`, for that section (overriding the list's).
    ///
    /// When two adjacent sections ask for different spacings, the space between them is
    /// their average; a section that asks for none takes its neighbour's.
    ///
    /// - Parameter spacing: `.default`, `.compact` or `.custom(_:)`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(ListSectionSpacingModifier(spacing: spacing))
    }

    /// Sets the spacing between adjacent sections of a list to `spacing` points: on a
    /// `List`, for all its sections; on a `Section`, for that section.
    ///
    /// ```swift
    /// Section("Borders") { Text("Dashed") }.listSectionSpacing(10)
    /// ```
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

/// The spacing a list gives its sections; around a `Section` inside a list, that
/// section's own.
struct ListSectionSpacingModifier: ViewModifier {
    let spacing: ListSectionSpacing

    func body(content: Content) -> some View {
        content.environment(\.listSectionSpacing, spacing)
    }
}

extension EnvironmentValues {
    /// The section spacing of the lists inside.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}
