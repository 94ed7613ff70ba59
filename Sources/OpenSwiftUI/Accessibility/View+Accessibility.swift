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

    /// Adds an action: the element's activation (`.default`), the escape gesture, the
    /// magic tap, or a named action listed in the element's actions.
    ///
    /// ```swift
    /// PlayerBar().accessibilityAction(.magicTap) { player.togglePlayback() }
    /// ```
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.actions.append((actionKind.kind, handler)) }
    }

    /// Adds a named action, listed in the element's actions (VoiceOver's rotor).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds a named action, from a localized string key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds a named action.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(name), handler)
    }

    /// Makes the element adjustable: VoiceOver's swipes up and down call `handler`.
    ///
    /// ```swift
    /// RatingStars(rating).accessibilityAdjustableAction { direction in
    ///     rating += direction == .increment ? 1 : -1
    /// }
    /// ```
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.adjustment = handler }
    }

    /// The words Voice Control and similar tools accept for the element, best first.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.inputLabels = inputLabels.map(\.plainString) }
    }

    /// The words Voice Control and similar tools accept for the element.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }

    /// Marks the element as a heading for screen readers' heading navigation.
    ///
    /// Differs from SwiftUI: the level is not passed on (UIKit's header trait has none),
    /// so every level reads alike.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.addedTraits = .isHeader }
    }

    /// Shows the view in the large content viewer: at the accessibility text sizes, pressing
    /// and holding it shows its label large in the middle of the screen. For views that
    /// cannot grow with Dynamic Type, such as the items of a custom tab bar.
    public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.largeContent = AccessibilityOverrides.LargeContent(image: nil) }
    }

    /// Shows `largeContentView` in the large content viewer for this view (drawn once, as
    /// an image, in the view's colour scheme).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let renderer = ImageRenderer(content: largeContentView().font(.system(size: 40)).padding(8))
        renderer.scale = 3
        let image = renderer.uiImage
        return accessibility { $0.largeContent = AccessibilityOverrides.LargeContent(image: image) }
    }

    /// Where the view comes among its siblings in reading order: higher first, equal ones
    /// by position (top to bottom, leading to trailing).
    ///
    /// ```swift
    /// HStack {
    ///     Text("Total")
    ///     Text(total).accessibilitySortPriority(1) // read first
    /// }
    /// ```
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.sortPriority = sortPriority.isFinite ? sortPriority : 0 }
    }
}
