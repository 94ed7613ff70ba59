import Foundation

/// Puts a screen's toolbar entries in its navigation item and its navigation controller's
/// bottom toolbar: each view in a bar button item's custom view (a hosting view sized to
/// its content), kept from update to update so the views keep their state.
@MainActor
final class ScreenToolbar {
    private var hosts: [String: _UIHostingView<AnyView>] = [:]
    /// The bar items made so far, by slot and position, so an update that keeps the
    /// same entries leaves the navigation item (and a bar transition under way) alone.
    private var madeItems: [String: (spacer: ToolbarSpacer.Sizing?, item: UIBarButtonItem)] = [:]

    func apply(_ entries: [ToolbarEntry], to controller: UIViewController?) {
        guard let controller else { return }
        let item = controller.navigationItem
        let leading = barItems(entries.filter { $0.placement.slot == .leading }, slot: "leading")
        // UIKit lists right items from the edge inwards; SwiftUI's trailing items read left to right.
        let trailing = Array(barItems(entries.filter { $0.placement.slot == .trailing }, slot: "trailing").reversed())
        if !Self.same(item.leftBarButtonItems, leading) { item.leftBarButtonItems = leading.isEmpty ? nil : leading }
        if !Self.same(item.rightBarButtonItems, trailing) { item.rightBarButtonItems = trailing.isEmpty ? nil : trailing }
        if let principal = entries.first(where: { $0.placement.slot == .principal }), principal.content != nil {
            item.titleView = host(principal, key: "principal")
        } else if item.titleView != nil {
            item.titleView = nil
        }
        let bottom = barItems(entries.filter { $0.placement.slot == .bottom }, slot: "bottom")
        if !Self.same(controller.toolbarItems, bottom) { controller.toolbarItems = bottom.isEmpty ? nil : bottom }
        if !bottom.isEmpty, let navigation = controller.navigationController, navigation.isToolbarHidden {
            navigation.setToolbarHidden(false, animated: false)
        }
    }

    /// Whether a navigation item's items are `items` already (nil and none alike).
    private static func same(_ shown: [UIBarButtonItem]?, _ items: [UIBarButtonItem]) -> Bool {
        (shown ?? []).elementsEqual(items, by: ===)
    }

    private func barItems(_ entries: [ToolbarEntry], slot: String) -> [UIBarButtonItem] {
        entries.enumerated().map { index, entry in
            let key = "\(slot)-\(index)"
            if entry.spacer == nil { _ = host(entry, key: key) }
            if let made = madeItems[key], made.spacer == entry.spacer { return made.item }
            let item: UIBarButtonItem = switch entry.spacer {
            case .fixed: .fixedSpace(8)
            case .flexible: .flexibleSpace()
            case nil: UIBarButtonItem(customView: host(entry, key: key))
            }
            madeItems[key] = (entry.spacer, item)
            return item
        }
    }

    /// The hosting view for `key`, showing `entry`'s view now.
    private func host(_ entry: ToolbarEntry, key: String) -> _UIHostingView<AnyView> {
        if let existing = hosts[key] {
            existing.rootView = Self.barItem(entry)
            return existing
        }
        let made = _UIHostingView(rootView: Self.barItem(entry))
        made.sizingOptions = [.intrinsicContentSize]
        made.frame.size = made.intrinsicContentSize
        hosts[key] = made
        return made
    }

    /// A toolbar view as a bar item: labels show their icon alone and buttons draw in the
    /// primary colour unless tinted (prominent ones keep the screen's tint), as iOS 26's
    /// toolbars show them, and the item is at
    /// least a 44-point square with room beside a title, so its glass is the size of
    /// UIKit's bar buttons.
    private static func barItem(_ entry: ToolbarEntry) -> AnyView {
        let content = entry.content ?? AnyView(EmptyView())
        // The bar's look goes inside the declaring environment, so it wins over it.
        let item = content.labelStyle(.iconOnly).tint(Color.primary)
            .environment(\.barProminentTint, entry.environment?.tint ?? .accentColor)
            .padding(.horizontal, 10).frame(minWidth: 44, minHeight: 44)
        guard let environment = entry.environment else { return AnyView(item) }
        return AnyView(item.transformEnvironment(\.self) { $0 = environment })
    }
}

private struct BarProminentTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// In a bar item, the tint of the screen that declared it: prominent buttons fill with
    /// it where the bar draws the other items in the primary colour.
    var barProminentTint: Color? {
        get { self[BarProminentTintKey.self] }
        set { self[BarProminentTintKey.self] = newValue }
    }
}
