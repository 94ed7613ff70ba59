import Foundation

/// The state of a cell, handed to `updateConfiguration(using:)` and
/// `configurationUpdateHandler`: the view states plus editing, expansion, swiping and
/// reordering.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     var content = UIListContentConfiguration.cell().updated(for: state)
///     content.text = model.title
///     if state.isSelected { content.textProperties.color = .tintColor }
///     cell.contentConfiguration = content
/// }
/// ```
///
/// Differs from UIKit: drag and drop states (`cellDragState`, `cellDropState`) are not
/// there, as lists have no drag and drop yet.
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
    private var view: UIViewConfigurationState
    /// Whether the list is editing.
    public var isEditing = false
    /// Whether the cell's outline item shows its children.
    public var isExpanded = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        view = UIViewConfigurationState(traitCollection: traitCollection)
    }

    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    public var isDisabled: Bool {
        get { view.isDisabled }
        set { view.isDisabled = newValue }
    }
    public var isHighlighted: Bool {
        get { view.isHighlighted }
        set { view.isHighlighted = newValue }
    }
    public var isSelected: Bool {
        get { view.isSelected }
        set { view.isSelected = newValue }
    }
    public var isFocused: Bool {
        get { view.isFocused }
        set { view.isFocused = newValue }
    }
    public var isPinned: Bool {
        get { view.isPinned }
        set { view.isPinned = newValue }
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
