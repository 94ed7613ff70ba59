import Foundation

/// Controls for data entry grouped in sections: on iOS, an inset grouped list.
///
/// ```swift
/// Form {
///     Section("Account") {
///         TextField("Name", text: $name)
///         Toggle("Newsletter", isOn: $newsletter)
///     }
///     Section {
///         LabeledContent("Version", value: "2.1")
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the builder's rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A label with a value beside it: the label leading, the value trailing in the secondary
/// style, as settings rows show them.
///
/// ```swift
/// LabeledContent("Storage", value: "12.4 GB")
/// LabeledContent("Rating") { Stars(count: 4) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and content of any views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer(minLength: 16)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A label and a value of strings.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A label and a value formatted by a format style.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    /// A label of a localized string key and content of any views.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A label that shows or hides its content when tapped, a chevron telling which.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $logs)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group that keeps whether it is expanded.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = nil
    }

    /// A group expanded while `isExpanded` is on.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Binding<Bool> { isExpandedBinding ?? $ownExpansion }

    public var body: some View {
        let expanded = isExpanded
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.smooth) { expanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    DisclosureChevron()
                        .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 6, height: 11)
                        .padding(2)
                        .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .accessibilityToggleState(expanded.wrappedValue)
            if expanded.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a localized string key, expanded while `isExpanded` is on.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
