import Foundation

/// Controls that belong together, shown as one unit: side by side in a rounded group in a
/// view or a toolbar, and as a row of compact items at the top of a menu.
///
/// ```swift
/// ControlGroup {
///     Button("Rewind", systemImage: "backward.fill") { player.rewind() }
///     Button("Play", systemImage: "play.fill") { player.play() }
///     Button("Skip", systemImage: "forward.fill") { player.skip() }
/// }
/// ```
///
/// Differs from SwiftUI: styles of your own (`ControlGroupStyle`'s requirements) are not
/// there; `controlGroupStyle` takes the built-in ones, and `.menu` and `.compactMenu`
/// show the group as a menu button labelled by its label.
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    @Environment(\.controlGroupStyle) private var style

    /// A group of the builder's controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    /// A group of controls with a label (shown where the group collapses into a menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        let made = LabeledControlGroupContent(content: content(), label: label())
        self.content = made
        self.label = AnyView(made.label)
    }

    /// A group of controls titled with a localized string key and a system symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    public var body: some View {
        let controls = ControlGroupControls(of: content)
        switch style {
        case .menu, .compactMenu:
            Menu { controls.menuContent } label: { label ?? AnyView(Image(systemName: "ellipsis.circle")) }
        case .automatic, .navigation, .palette:
            controls.row
        }
    }
}

/// A labelled group's controls and label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// The controls of a group, one view each.
@MainActor
struct ControlGroupControls {
    let views: [AnyView]
    let source: any View

    init(of content: some View) {
        let inner: any View = (content as? any LabeledControlGroupContentReading)?.controls ?? content
        source = inner
        views = ((inner as? any TupleViewElements)?.elementViews ?? [inner]).map { AnyView($0) }
    }

    /// Side by side, equally wide, with hairlines between, on a rounded grey group.
    var row: some View {
        HStack(spacing: 0) {
            ForEach(views.indices, id: \.self) { index in
                if index > 0 { Divider().frame(height: 20) }
                views[index]
                    .buttonStyle(.borderless)
                    .labelStyle(.iconOnly)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .contentShape(Rectangle())
            }
        }
        .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 22, style: .continuous))
    }

    var menuContent: AnyView { AnyView(source) }
}

/// Lets a group find the controls of its labelled content.
protocol LabeledControlGroupContentReading {
    @MainActor var controls: any View { get }
}

extension LabeledControlGroupContent: LabeledControlGroupContentReading {
    var controls: any View { content }
}

extension ControlGroup: MenuItemsProviding {
    /// In a menu the group is a row of compact items.
    var menuItems: [MenuItem] {
        let controls = ControlGroupControls(of: content)
        return [.row(MenuItem.items(of: controls.source))]
    }
}
