import Foundation

/// A geometric value of a view, such as its bounds, kept in the view's own coordinates.
///
/// Differs from SwiftUI: anchors are sources for popovers only; `anchorPreference` and
/// resolving an anchor through `GeometryProxy` are not there yet.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        let resolve: (CGRect) -> CGRect
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { bounds in r.offsetBy(dx: bounds.minX, dy: bounds.minY) }
    }

    /// The rectangle for a view whose bounds are `bounds`.
    func resolve(in bounds: CGRect) -> CGRect {
        let rect = resolve(bounds)
        return [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) ? rect : bounds
    }
}
