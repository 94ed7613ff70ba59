import Foundation
import OpenUIKitHost
import OpenCoreGraphics

/// Turns the app's windows' accessibility trees into the plain nodes a screen reader bridge
/// publishes: UIKit traits become roles and states, activation and adjustment become
/// actions, frames become device pixels of their window.
@MainActor
struct HostAccessibilityNodeBuilder {
    /// The action names screen readers know, in the order nodes list them.
    enum ActionName {
        static let activate = "click"
        static let increment = "increment"
        static let decrement = "decrement"
    }

    /// The windows shown, in the order they opened.
    let windows: [UIWindow]
    var ids: AccessibilityObjectIDs
    /// The window whose tree is being converted.
    private var window: UIWindow

    init(windows: [UIWindow], ids: AccessibilityObjectIDs) {
        self.windows = windows
        self.ids = ids
        window = windows.first ?? UIWindow(frame: .zero)
    }

    /// The application node: its name, and each window with everything VoiceOver reads there.
    mutating func application(named name: String) -> HostAccessibilityNode {
        var windowNodes: [HostAccessibilityNode] = []
        for shown in windows {
            window = shown
            windowNodes.append(windowNode(named: name))
        }
        return HostAccessibilityNode(id: 0, role: .application, name: name, frame: HostPixelRect(x: 0, y: 0, width: 0, height: 0), children: windowNodes)
    }

    /// The current window's node, titled by its scene (else the app's name); the key window is active.
    private mutating func windowNode(named name: String) -> HostAccessibilityNode {
        let scale = window.screen.scale
        let tree = window.accessibilityTree
        var states: HostAccessibilityStates = [.enabled, .showing]
        if window.isKeyWindow || windows.count == 1 { states.insert(.active) }
        return HostAccessibilityNode(
            id: ids.id(of: window), role: .window, name: window.windowScene?.title ?? name,
            states: states, frame: pixels(window.bounds, scale: scale),
            children: tree.children.map { convert($0, scale: scale, inTabBar: false) })
    }

    private mutating func convert(_ node: AccessibilityNode, scale: CGFloat, inTabBar: Bool) -> HostAccessibilityNode {
        let role = role(of: node, inTabBar: inTabBar)
        let children = node.isElement ? [] : node.children.map { convert($0, scale: scale, inTabBar: role == .tabList) }
        // A text field is named by its label or placeholder; its value is what was typed.
        let field = node.object as? UITextField
        return HostAccessibilityNode(
            id: ids.id(of: node.object), role: role, name: node.label ?? field?.placeholder ?? "", description: node.hint ?? "",
            valueText: field.map { $0.text ?? "" } ?? node.value ?? "", numericValue: (node.object as? AccessibilityNumericValue)?.accessibilityNumericValue,
            states: states(of: node, role: role), frame: pixels(node.frame, scale: scale),
            actions: node.isElement ? actions(of: node) : [],
            language: node.object.accessibilityLanguage ?? "", identifier: node.identifier ?? "", children: children)
    }

    // MARK: Roles

    private func role(of node: AccessibilityNode, inTabBar: Bool) -> HostAccessibilityRole {
        let traits = node.traits
        guard node.isElement else {
            if traits.contains(.tabBar) { return .tabList }
            switch node.containerType {
            case .list: return .list
            case .dataTable: return .table
            case .landmark: return .landmark
            case .none, .semanticGroup: return node.object is UIToolbar || node.object is UINavigationBar ? .toolBar : .group
            }
        }
        if inTabBar && traits.contains(.button) { return .tab }
        if node.object is UITextField { return traits.contains(.searchField) ? .searchField : .textField }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .heading }
        if node.object is UIProgressView { return .progressBar }
        if traits.contains(.image) { return .image }
        if traits.contains(.tabBar) { return .tabList }
        return .label
    }

    // MARK: States

    private func states(of node: AccessibilityNode, role: HostAccessibilityRole) -> HostAccessibilityStates {
        var states: HostAccessibilityStates = []
        if !node.traits.contains(.notEnabled) { states.insert(.enabled) }
        if node.frame.intersects(window.bounds) { states.insert(.showing) }
        if node.traits.contains(.selected) { states.insert(.selected) }
        if role == .tab { states.insert(.selectable) }
        if role == .toggleButton {
            states.insert(.checkable)
            if node.value == "1" { states.insert(.checked) }
        }
        if let view = node.object as? UIView {
            if view.canBecomeFocused || view.canBecomeFirstResponder { states.insert(.focusable) }
            if view === window.focusedView || view.isFirstResponder { states.insert(.focused) }
        }
        if role == .textField || role == .searchField { states.insert(.editable) }
        if node.object.accessibilityViewIsModal { states.insert(.modal) }
        return states
    }

    // MARK: Actions

    /// Activation first for what responds to it, then adjustment, then the custom actions.
    private func actions(of node: AccessibilityNode) -> [String] {
        var names: [String] = []
        if node.object.accessibilityRespondsToUserInteraction || node.object is UIControl { names.append(ActionName.activate) }
        if node.traits.contains(.adjustable) { names += [ActionName.increment, ActionName.decrement] }
        return names + node.customActionNames
    }

    private func pixels(_ rect: CGRect, scale: CGFloat) -> HostPixelRect {
        guard !rect.isNull, !rect.isInfinite else { return HostPixelRect(x: 0, y: 0, width: 0, height: 0) }
        let device = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
        return HostPixelRect(
            x: Int(saturating: device.minX), y: Int(saturating: device.minY),
            width: Int(saturating: device.width), height: Int(saturating: device.height))
    }
}
