import Foundation

/// The background of a cell, header or footer, as a value: a colour, corner radius,
/// stroke, insets, an optional visual effect and custom view. The list styles adapt
/// themselves to selection and highlight in `updated(for:)`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listCell()
/// background.backgroundColor = .systemYellow.withAlphaComponent(0.2)
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: @MainActor Hashable {
    /// The fill colour (`nil`: the view's tint colour).
    public var backgroundColor: UIColor?
    /// Changes `backgroundColor` for display.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view shown under everything else, sized to the background.
    public var customView: UIView?
    /// A visual effect (blur, glass) behind the content.
    public var visualEffect: UIVisualEffect?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// Space between the background and the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose insets grow by the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The stroke colour (`nil` with a width of zero: no stroke).
    public var strokeColor: UIColor?
    /// Changes `strokeColor` for display.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background.
    public var strokeOutset: CGFloat = 0

    /// The list style this background was made for, kept for `updated(for:)`.
    var role: Role = .custom
    enum Role: Hashable {
        case custom, listPlainCell, listGroupedCell, listSidebarCell, listHeaderFooter
    }

    private init(role: Role, color: UIColor?) {
        self.role = role
        backgroundColor = color
    }

    /// A clear background.
    public static func clear() -> Self { Self(role: .custom, color: .clear) }

    /// The background of a cell in a plain list.
    public static func listPlainCell() -> Self { Self(role: .listPlainCell, color: .systemBackground) }
    /// The background of a cell in a grouped or inset-grouped list.
    public static func listGroupedCell() -> Self { Self(role: .listGroupedCell, color: .secondarySystemGroupedBackground) }
    /// The background of a sidebar cell: clear until selected.
    public static func listSidebarCell() -> Self { Self(role: .listSidebarCell, color: .clear) }
    /// The background of a sidebar cell in an accompanied sidebar.
    public static func listAccompaniedSidebarCell() -> Self { listSidebarCell() }
    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> Self { Self(role: .listHeaderFooter, color: .systemBackground) }
    /// The background of a header or footer in a grouped list: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(role: .listHeaderFooter, color: .clear) }
    /// The background of a sidebar header.
    public static func listSidebarHeader() -> Self { Self(role: .listHeaderFooter, color: .clear) }
    /// The background of a list cell; the list's appearance picks plain or grouped.
    public static func listCell() -> Self { listPlainCell() }
    /// The background of a list header.
    public static func listHeader() -> Self { listPlainHeaderFooter() }
    /// The background of a list footer.
    public static func listFooter() -> Self { listPlainHeaderFooter() }

    /// This background adjusted for `state`: list styles turn gray when highlighted or
    /// selected (sidebar cells take the tint colour when selected).
    public func updated(for state: any UIConfigurationState) -> Self {
        guard role != .custom, role != .listHeaderFooter else { return self }
        var updated = self
        let cellState = state as? UICellConfigurationState
        let viewState = state as? UIViewConfigurationState
        let highlighted = cellState?.isHighlighted ?? viewState?.isHighlighted ?? false
        let selected = cellState?.isSelected ?? viewState?.isSelected ?? false
        if role == .listSidebarCell {
            if selected { updated.backgroundColor = nil }
            else if highlighted { updated.backgroundColor = .systemGray5 }
            if selected || highlighted { updated.cornerRadius = max(cornerRadius, 10) }
        } else if highlighted || selected {
            updated.backgroundColor = .systemGray4
        }
        return updated
    }

    /// The fill after the transformer, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?.transform(base) ?? base
    }

    /// The stroke colour after the transformer, given the view's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?.transform(base) ?? base
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.backgroundColor == rhs.backgroundColor && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.customView === rhs.customView && lhs.visualEffect === rhs.visualEffect && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer == rhs.strokeColorTransformer
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset && lhs.role == rhs.role
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(role)
    }
}
