import Foundation

/// A control that opens a menu of actions when tapped: its content's buttons become the
/// menu's items, sections and dividers group them, menus inside become submenus.
///
/// ```swift
/// Menu("Sort", systemImage: "arrow.up.arrow.down") {
///     Button("Title") { sort = .title }
///     Button("Year") { sort = .year }
///     Divider()
///     Button("Reset", role: .destructive) { sort = .none }
/// }
/// ```
///
/// The menu is OpenUIKit's, growing out of the label as iOS 26's menus do; the label is
/// drawn in the tint. A `primaryAction` runs on a tap and the menu opens on a long press.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu of the builder's items with a label of any views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose label runs `primaryAction` on a tap, the menu opening on a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        MenuHost(label: label, items: MenuItem.items(of: content), primaryAction: primaryAction)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == OpenSwiftUI.Label<Text, Image> {
    /// A menu titled with a localized string key and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { OpenSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// An item of a menu read from its content.
indirect enum MenuItem {
    /// A button's part: what it shows, its role and tint, and what it runs.
    struct Action {
        var title: String
        var image: UIImage?
        var destructive: Bool
        /// The colour `tint(_:)` gave the button (swipe actions are filled with it).
        var tint: Color?
        var run: @MainActor () -> Void
    }

    case action(Action)
    case submenu(title: String, children: [MenuItem])
    case group([MenuItem])
    /// Items side by side, as a control group shows in a menu.
    case row([MenuItem])
    case divider

    /// The UIKit menu elements of `items`: dividers split them into inline groups.
    @MainActor static func elements(of items: [MenuItem]) -> [UIMenuElement] {
        var groups: [[UIMenuElement]] = [[]]
        for item in items {
            switch item {
            case .divider:
                groups.append([])
            case .action(let action):
                groups[groups.count - 1].append(UIAction(title: action.title, image: action.image, attributes: action.destructive ? .destructive : []) { _ in
                    MainActor.assumeIsolated { action.run() }
                })
            case .submenu(let title, let children):
                groups[groups.count - 1].append(UIMenu(title: title, children: elements(of: children)))
            case .group(let children):
                groups.append([UIMenu(title: "", options: .displayInline, children: elements(of: children))])
                groups.append([])
            case .row(let children):
                groups.append([UIMenu(title: "", options: .displayInline, preferredElementSize: .medium, children: elements(of: children))])
                groups.append([])
            }
        }
        let filled = groups.filter { !$0.isEmpty }
        if filled.count <= 1 { return filled.first ?? [] }
        return filled.map { group in
            // A group that is one inline menu already (a section, a control group's row) stays as it is.
            if group.count == 1, let inline = group[0] as? UIMenu, inline.options.contains(.displayInline) { return inline }
            return UIMenu(title: "", options: .displayInline, children: group)
        }
    }

    /// The items a menu's content makes.
    @MainActor static func items(of view: any View) -> [MenuItem] {
        (view as? any MenuItemsProviding)?.menuItems ?? []
    }
}

/// Views that become menu items.
protocol MenuItemsProviding {
    @MainActor var menuItems: [MenuItem] { get }
}

extension Button: MenuItemsProviding {
    var menuItems: [MenuItem] {
        let title = (label as? Text)?.plainString ?? (label as? any TabLabelReading)?.tabTitle ?? ""
        let image = (label as? any TabLabelReading)?.tabImage
        return [.action(MenuItem.Action(title: title, image: image, destructive: role == .destructive, run: action))]
    }
}

extension Menu: MenuItemsProviding {
    var menuItems: [MenuItem] {
        let title = (label as? Text)?.plainString ?? (label as? any TabLabelReading)?.tabTitle ?? ""
        return [.submenu(title: title, children: MenuItem.items(of: content))]
    }
}

extension Divider: MenuItemsProviding {
    var menuItems: [MenuItem] { [.divider] }
}

extension Section: MenuItemsProviding {
    var menuItems: [MenuItem] { [.group(MenuItem.items(of: content))] }
}

extension TupleView: MenuItemsProviding {
    var menuItems: [MenuItem] { elements.flatMap(MenuItem.items(of:)) }
}

extension ForEach: MenuItemsProviding {
    var menuItems: [MenuItem] { data.flatMap { MenuItem.items(of: content($0)) } }
}

extension Optional: MenuItemsProviding where Wrapped: View {
    var menuItems: [MenuItem] { map { MenuItem.items(of: $0) } ?? [] }
}

extension _ConditionalContent: MenuItemsProviding {
    var menuItems: [MenuItem] {
        switch storage {
        case .trueContent(let content): return MenuItem.items(of: content)
        case .falseContent(let content): return MenuItem.items(of: content)
        }
    }
}

extension ModifiedContent: MenuItemsProviding where Content: View {
    /// A modified item is its content's, tinted by a `tint(_:)` around it.
    var menuItems: [MenuItem] {
        let items = MenuItem.items(of: content)
        guard let writer = modifier as? EnvironmentWritingModifier<Color?>, writer.keyPath == \EnvironmentValues.tint else { return items }
        return items.map { item in
            guard case .action(var action) = item, action.tint == nil else { return item }
            action.tint = writer.value
            return .action(action)
        }
    }
}

extension AnyView: MenuItemsProviding {
    var menuItems: [MenuItem] { MenuItem.items(of: content) }
}

extension Group: MenuItemsProviding {
    var menuItems: [MenuItem] { MenuItem.items(of: content) }
}

/// The `UIButton` a menu opens from, holding the label's drawn views.
struct MenuHost<Label: View>: View, PrimitiveView {
    let label: Label
    let items: [MenuItem]
    let primaryAction: (@MainActor () -> Void)?

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let button = node.platformView(ofType: MenuButton.self, hostsChildren: true) { MenuButton() }
        button.configure(menu: UIMenu(children: MenuItem.elements(of: items)), primaryAction: primaryAction)
        if button.isEnabled != context.environment.isEnabled { button.isEnabled = context.environment.isEnabled }
        node.setLayout(ImplicitStackLayout())
        var labelContext = context
        labelContext.stackAxis = nil
        if context.environment.foregroundStyle == nil {
            labelContext.environment.foregroundStyle = AnyShapeStyle(context.environment.tint ?? .accentColor)
        }
        node.showOnly(label, context: labelContext)
    }
}

/// A button showing its menu on a tap (or, with a primary action, on a long press).
final class MenuButton: UIButton {
    private var primaryAction: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.primaryAction?() }, for: .primaryActionTriggered)
    }

    func configure(menu: UIMenu, primaryAction: (@MainActor () -> Void)?) {
        self.primaryAction = primaryAction
        self.menu = menu
        showsMenuAsPrimaryAction = primaryAction == nil
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? subviews.spokenText }
        set { super.accessibilityLabel = newValue }
    }
}
