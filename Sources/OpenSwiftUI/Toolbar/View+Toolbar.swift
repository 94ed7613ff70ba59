import Foundation

/// A screen's toolbar entries, carried up to its navigation screen. Entries that hold
/// views never compare equal: the screen takes the latest views after every update.
struct ToolbarEntries: Equatable {
    var entries: [ToolbarEntry] = []

    static func == (lhs: ToolbarEntries, rhs: ToolbarEntries) -> Bool { lhs.entries.isEmpty && rhs.entries.isEmpty }
}

struct ToolbarKey: PreferenceKey {
    static var defaultValue: ToolbarEntries { ToolbarEntries() }

    static func reduce(value: inout ToolbarEntries, nextValue: () -> ToolbarEntries) {
        let next = nextValue()
        guard !next.entries.isEmpty else { return }
        value = ToolbarEntries(entries: value.entries + next.entries)
    }
}

extension View {
    /// Puts views in the toolbar of the navigation screen this view is in: at the
    /// navigation bar's trailing end.
    ///
    /// ```swift
    /// .toolbar {
    ///     Button("Edit") { editing.toggle() }
    /// }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: ToolbarEntry.entries(of: content(), placement: .automatic)))
    }

    /// Puts toolbar items at their placements in the navigation screen this view is in.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///     ToolbarItem(placement: .principal) { Text("Inbox").bold() }
    ///     ToolbarItemGroup(placement: .bottomBar) { ... }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: (content() as? any ToolbarEntriesProviding)?.toolbarEntries ?? []))
    }
}

/// Hands a view's toolbar entries up to its screen, with the environment they were
/// declared in.
struct ToolbarModifier: PrimitiveModifier {
    let entries: [ToolbarEntry]

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let environment = context.environment
        let declared = entries.map { entry in
            var entry = entry
            entry.environment = environment
            return entry
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content.transformPreference(ToolbarKey.self) { $0 = ToolbarEntries(entries: $0.entries + declared) }, context: context)
    }
}
