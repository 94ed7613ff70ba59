import Foundation

/// A group of rows in a ``List`` with a header and a footer; elsewhere its header,
/// content and footer stand one above the other.
///
/// ```swift
/// List {
///     Section("Favourites") {
///         ForEach(favourites) { Text($0.title) }
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or a footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a header of a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section with a header of a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Section: ListContentReading {
    func readListContent(into model: inout ListModel) {
        model.sections.append(ListModel.Section(
            header: header is EmptyView ? nil : AnyView(header), footer: footer is EmptyView ? nil : AnyView(footer)))
        model.read(content)
        // What follows the section opens a section of its own.
        model.sections.append(ListModel.Section())
    }
}
