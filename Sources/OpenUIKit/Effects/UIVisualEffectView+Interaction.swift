import Foundation

extension UIVisualEffectView {
    /// Presses interactive glass where a touch went down.
    func pressGlass(with touch: UITouch?) {
        guard let touch else { return }
        glassAttachment?.press(at: touch.location(in: self))
    }

    /// Moves the press glow with the touch.
    func moveGlassPress(with touch: UITouch?) {
        guard let touch else { return }
        glassAttachment?.movePress(to: touch.location(in: self))
    }

    /// Releases the press; the glass settles back with a spring.
    func releaseGlass(with touch: UITouch?) {
        guard touch != nil else { return }
        glassAttachment?.press(at: nil)
    }

    /// Presses or releases the glass as a control's highlight does, at `point` (this
    /// view's coordinates; the centre when `nil`).
    func setGlassHighlighted(_ highlighted: Bool, at point: CGPoint?) {
        glassAttachment?.press(at: highlighted ? point ?? CGPoint(x: bounds.midX, y: bounds.midY) : nil)
    }

    /// Whether interactive glass is held down (where the press is heading; what is drawn
    /// follows a spring): an OpenUIKit SPI for tests.
    package var isGlassPressed: Bool {
        (glassAttachment?.interaction?.progress ?? 0) >= 1
    }

    /// How far the press response is now (0 at rest, 1 pressed; a spring overshoots a
    /// little): an OpenUIKit SPI for tests.
    package var presentedPressProgress: CGFloat {
        glassAttachment?.presentedPressProgress ?? 0
    }

    /// How many times this view's glass geometry was baked; an OpenUIKit SPI for tests
    /// that check unchanged glass reuses its geometry across frames.
    package var glassGeometryBakeCount: Int { glassAttachment?.renderer.geometryBakeCount ?? 0 }

    /// The container view this glass renders with, when it sits in a glass container's content.
    var enclosingGlassContainer: UIVisualEffectView? {
        glassAttachment?.enclosingContainer?.host as? UIVisualEffectView
    }

    /// The glass views a container renders.
    func containerMembers() -> [UIView] {
        glassAttachment?.members().map(\.host) ?? []
    }
}
