import Foundation

/// How a control group shows.
///
/// Differs from SwiftUI: styles of your own are not there (SwiftUI's requirements are
/// underscored); choose among the built-in ones.
public protocol ControlGroupStyle {
    /// The built-in look the style stands for.
    var _kind: ControlGroupStyleKind { get }
}

/// The built-in control group looks.
public enum ControlGroupStyleKind: Hashable, Sendable {
    case automatic, navigation, palette, menu, compactMenu
}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _kind: ControlGroupStyleKind { .automatic }
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _kind: ControlGroupStyleKind { .navigation }
}

public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _kind: ControlGroupStyleKind { .palette }
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _kind: ControlGroupStyleKind { .menu }
}

public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _kind: ControlGroupStyleKind { .compactMenu }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The context's look: a row of controls.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The look of navigation controls (a row).
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row of controls.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu button opening the controls.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu button opening the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: ControlGroupStyleKind { .automatic }
}

extension EnvironmentValues {
    var controlGroupStyle: ControlGroupStyleKind {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the control groups inside show.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, style._kind)
    }
}
