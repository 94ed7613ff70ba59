import Foundation

/// How a symbol's layers take colour: all in the foreground style, in its levels, in the
/// styles given, or in the symbol's own colours.
///
/// ```swift
/// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
/// ```
///
/// Differs from SwiftUI: OpenUIKit's symbols (its own drawings and the Material Icons
/// font) have one layer and no colours of their own. A one-layer symbol draws alike in
/// every mode: in the primary foreground style (for `.palette`, the first style given;
/// for `.multicolor`, which has no colours to show, the foreground style too).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    let kind: Kind

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Layers in the symbol's own colours where it has them.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in the foreground style's levels: primary, secondary, tertiary.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the styles given to `foregroundStyle(_:_:)`, in order.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

extension Image {
    /// The symbol drawn in a rendering mode; `nil` takes the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode of symbols inside the view; `nil` for the default (monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside the view in a rendering mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
