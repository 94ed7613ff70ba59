import Foundation

/// A control for choosing one of several values: a pop-up menu by default, or segments,
/// a wheel or inline rows from ``View/pickerStyle(_:)``.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///     case chocolate, vanilla, strawberry
///     var id: Self { self }
/// }
/// @State private var flavor = Flavor.chocolate
///
/// var body: some View {
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { flavor in
///             Text(flavor.rawValue.capitalized)
///         }
///     }
///     .pickerStyle(.segmented)
/// }
/// ```
///
/// Each option is one of the content's views, chosen by its `tag(_:)` (or, in a `ForEach`
/// over values of the selection's type, by its id). The options' texts and images become
/// the UIKit control's titles: a pop-up button, a `UISegmentedControl` or a `UIPickerView`.
/// A selection matching no option shows nothing selected and warns once at run time.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.isInListRow) private var isInListRow

    /// A picker with a label of any views.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let host = PickerHost(
            selection: selection, kind: style.kind, spokenLabel: (label as? Text)?.plainString, label: label, content: content)
        // In a form's row a menu picker is a row: its label leading, the choice trailing.
        if isInListRow, style.kind == .menu {
            HStack {
                label.accessibilityHidden(true)
                Spacer()
                host
            }
        } else {
            host
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How a picker shows its options.
///
/// Differs from SwiftUI: styles of your own are not there (SwiftUI's requirements are
/// underscored); `.navigationLink` shows a pop-up menu until navigation stacks arrive.
public protocol PickerStyle {
    /// The way the style shows options.
    var _kind: PickerKind { get }
}

/// The ways OpenSwiftUI shows a picker's options.
public enum PickerKind: Hashable, Sendable {
    case menu, segmented, wheel, inline
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .segmented }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .wheel }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .inline }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's style: a pop-up menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button showing the choice that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows, the chosen one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row opening a list of the options (a pop-up menu here for now).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of options, as in menus (segments here).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct ResolvedPickerStyle: Equatable {
    let kind: PickerKind
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: ResolvedPickerStyle { ResolvedPickerStyle(kind: .menu) } }

extension EnvironmentValues {
    var pickerStyle: ResolvedPickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the pickers inside show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, ResolvedPickerStyle(kind: style._kind))
    }
}
