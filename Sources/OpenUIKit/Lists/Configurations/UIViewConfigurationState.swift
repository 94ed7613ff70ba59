import Foundation

/// The state of a view for its configurations: traits, disabled, highlighted, selected,
/// focused and pinned.
@preconcurrency @MainActor
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether the view is a header or footer pinned to the visible bounds.
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
