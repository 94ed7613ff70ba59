import Foundation
import OpenUIKitHost

/// The pointer's image follows what is under it, as on iPadOS and Mac Catalyst: the text
/// beam over text that can be edited or selected, the pointing hand over controls and views
/// with a pointer interaction (a pointer style with a beam shape gives the beam, a hidden
/// style hides it), the arrow elsewhere.
extension WindowHost {
    /// The cursor for a point in the window.
    func cursor(at point: CGPoint) -> HostCursor {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let shape = current.pointerCursor { return shape }
            view = current.superview
        }
        return .arrow
    }

    /// Shows the cursor for where the pointer is, when it changed.
    func updateCursor(at point: CGPoint?) {
        let cursor = point.map(cursor(at:)) ?? .arrow
        guard cursor != shownCursor else { return }
        shownCursor = cursor
        surface.setCursor(cursor)
    }
}

extension UIView {
    /// The cursor this view asks for, or `nil` to leave it to its superview.
    var pointerCursor: HostCursor? {
        if let field = self as? UITextField { return field.isEnabled ? .text : nil }
        if let textView = self as? UITextView { return textView.isEditable || textView.isSelectable ? .text : nil }
        if let interaction = interactions.lazy.compactMap({ $0 as? UIPointerInteraction }).first(where: \.isEnabled) {
            return interaction.currentStyle.map(\.hostCursor) ?? .pointingHand
        }
        if let control = self as? UIControl, control.isEnabled, control.isUserInteractionEnabled { return .pointingHand }
        return nil
    }
}

extension UIPointerStyle {
    /// The desktop cursor closest to this style.
    var hostCursor: HostCursor {
        if hidesPointer { return .hidden }
        if let shape, shape.isBeam { return .text }
        return effect == nil ? .arrow : .pointingHand
    }
}

extension UIPointerShape {
    /// Whether the shape is a text beam.
    var isBeam: Bool {
        switch self {
        case .verticalBeam, .horizontalBeam: true
        case .path, .roundedRect: false
        }
    }
}
