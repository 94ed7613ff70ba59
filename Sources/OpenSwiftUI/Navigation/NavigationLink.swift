import Foundation

/// A control that pushes a screen onto the enclosing ``NavigationStack``: a value's
/// screen (from `navigationDestination(for:)`) or a view given directly.
///
/// ```swift
/// NavigationLink("Settings", value: Route.settings)
/// NavigationLink { FilmDetail(film: film) } label: { FilmRow(film: film) }
/// ```
///
/// Outside a navigation stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target
    @Environment(\.navigationContext) private var navigation
    @Environment(\.isInListRow) private var isInListRow

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    public var body: some View {
        let navigation = navigation, target = target
        Button {
            switch target {
            case .value(let value): if let value { navigation?.appendValue(value) }
            case .view(let destination): _ = navigation?.pushView(AnyView(destination), nil)
            }
        } label: {
            HStack {
                label
                Spacer(minLength: 0)
                // In a list a link is a row: its label in the primary style, a chevron trailing.
                if isInListRow {
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
            }
            .contentShape(Rectangle())
        }
        .foregroundStyle(isInListRow ? AnyShapeStyle(.primary) : AnyShapeStyle(.tint))
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing the screen for `value`; a `nil` value pushes nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized string key, pushing the screen for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with a string, pushing the screen for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link pushing `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized string key, pushing `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
