import Foundation
import LiquidGlass

/// A frosted material: what is behind the view, blurred and washed with a light or dark
/// fill that follows the colour scheme. Thicker materials blur more and hide more.
///
/// ```swift
/// VStack { Text("Monthly summary") }
///     .padding()
///     .background(.regularMaterial, in: .rect(cornerRadius: 16))
/// ```
///
/// Materials have no lens, rim light or shadow, so they cost less to render than glass:
/// use one for a surface that scrolls under glass, or where Reduce Motion asks for a
/// calmer look. How it differs from SwiftUI: the thicknesses approximate Apple's by eye,
/// and a material used as a foreground style (on text) fills with the primary colour.
public struct Material: Sendable {
    let thickness: MaterialThickness

    /// The most translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// More translucent than regular.
    public static let thin = Material(thickness: .thin)
    /// The standard material.
    public static let regular = Material(thickness: .regular)
    /// More opaque than regular.
    public static let thick = Material(thickness: .thick)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: .chrome)
}

extension Material: ShapeStyle, MaterialResolvingStyle {
    var materialThickness: MaterialThickness? { thickness }
}

/// A shape style that shows as a frosted material rather than a paint.
protocol MaterialResolvingStyle {
    var materialThickness: MaterialThickness? { get }
}

extension AnyShapeStyle: MaterialResolvingStyle {
    var materialThickness: MaterialThickness? { (base as? any MaterialResolvingStyle)?.materialThickness }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
