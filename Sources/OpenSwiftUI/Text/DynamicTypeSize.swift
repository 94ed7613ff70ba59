import Foundation

/// A Dynamic Type size: how large the person wants text, from extra small to the five
/// accessibility sizes. Read it with `@Environment(\.dynamicTypeSize)`; limit it for a
/// view with `dynamicTypeSize(_:)`.
///
/// ```swift
/// Text("Favorites").dynamicTypeSize(...DynamicTypeSize.accessibility2)
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// UIKit's content size category for the size.
    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .accessibility1: .accessibilityMedium
        case .accessibility2: .accessibilityLarge
        case .accessibility3: .accessibilityExtraLarge
        case .accessibility4: .accessibilityExtraExtraLarge
        case .accessibility5: .accessibilityExtraExtraExtraLarge
        }
    }

    /// The size for UIKit's content size category (`large` for an unspecified one).
    init(_ category: UIContentSizeCategory) {
        self = Self.allCases.first { $0.contentSizeCategory == category } ?? .large
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size text inside is drawn at (from the window's content size
    /// category, limited by `dynamicTypeSize(_:)`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(contentSizeCategory) }
        set { contentSizeCategory = newValue.contentSizeCategory }
    }
}

extension View {
    /// Sets the Dynamic Type size for the text inside, whatever the person chose.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of the text inside within `range`: a larger or smaller
    /// choice is drawn at the range's nearest end.
    ///
    /// ```swift
    /// GlassCard().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in size = Self.clamp(size, to: range) }
    }

    private static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let smallest = allowed.first, let largest = allowed.last else { return size }
        return size < smallest ? smallest : largest
    }
}
