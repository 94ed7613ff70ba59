import Foundation

extension UIButton {
    /// Makes a button's pointer style from the proposed effect and shape (the button's
    /// highlight and its rounded outline).
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    func updatePointerInteraction() {
        if isPointerInteractionEnabled, pointerStyler == nil {
            let styler = ButtonPointerStyler(button: self)
            addInteraction(styler.interaction)
            pointerStyler = styler
        } else if !isPointerInteractionEnabled, let styler = pointerStyler {
            removeInteraction(styler.interaction)
            pointerStyler = nil
        }
    }
}
