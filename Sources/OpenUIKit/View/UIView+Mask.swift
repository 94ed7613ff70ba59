import Foundation

extension UIView {
    /// A view whose alpha channel masks this view's content: where the mask is opaque the
    /// view shows, where it is transparent the view does not.
    ///
    /// ```swift
    /// let fade = GradientMaskView(frame: photo.bounds)
    /// photo.mask = fade
    /// ```
    ///
    /// The mask is laid out in this view's bounds coordinates and is not part of the view
    /// hierarchy (its `superview` stays `nil`); it draws as its layer does.
    public var mask: UIView? {
        get { maskViewStorage }
        set {
            guard newValue !== maskViewStorage else { return }
            maskViewStorage = newValue
            layer.mask = newValue?.layer
        }
    }
}
