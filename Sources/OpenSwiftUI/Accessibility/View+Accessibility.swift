import Foundation

extension View {
    private func accessibility(_ change: (inout AccessibilityOverrides) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var overrides = AccessibilityOverrides()
        change(&overrides)
        return modifier(AccessibilityAttachmentModifier(overrides: overrides))
    }

    /// What screen readers call this view, in place of what its content says.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibilityLabel("Favourite")
    /// ```
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = label.plainString }
    }

    /// What screen readers call this view, from a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// What screen readers call this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = String(label) }
    }

    /// The view's current value as screen readers read it (after its label).
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.value = valueDescription.plainString }
    }

    /// The view's current value, from a localized string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// The view's current value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.value = String(value) }
    }

    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hintText: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = hintText.plainString }
    }

    /// What happens when the view is activated, from a localized string key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// What happens when the view is activated.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = String(hint) }
    }

    /// An identifier for UI tests and tools (never read aloud).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.identifier = identifier }
    }

    /// Hides the view and everything in it from screen readers (decoration).
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.isHidden = hidden }
    }

    /// Adds traits to the view's element (it becomes a header, a button, selected…).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.addedTraits = traits }
    }

    /// Removes traits from the view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.removedTraits = traits }
    }

    /// Makes the view one element (or a group) for screen readers.
    ///
    /// ```swift
    /// HStack { Text("Favorites"); Text("42") }
    ///     .accessibilityElement(children: .combine) // reads "Favorites, 42"
    /// ```
    ///
    /// - Parameter children: `.ignore` (the default: one element, give it a label),
    ///   `.combine` (one element reading what is inside) or `.contain` (a group).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.children = children }
    }
}
