import Foundation

/// A view that renders a visual effect behind its `contentView`: a blur material, Liquid
/// Glass, or a container that renders the glass inside it together.
///
/// ```swift
/// let glass = UIVisualEffectView(effect: UIGlassEffect())
/// glass.frame = CGRect(x: 20, y: 60, width: 200, height: 52)
/// glass.contentView.addSubview(label)   // renders vibrant on the glass
/// view.addSubview(glass)
/// ```
///
/// Put subviews in `contentView`, never directly in the effect view. Glass views inside a
/// `UIGlassContainerEffect` view's `contentView` render in one batch with it, merge within
/// its `spacing` and share one light/dark look. Glass takes the view's
/// `cornerConfiguration` as its shape (a capsule when none is set).
///
/// Setting `effect` to glass inside an animation block materializes the glass over the
/// animation (lensing, frost and highlights ramp up; alpha does not change), and setting it
/// to `nil` dematerializes it. Interactive glass swells under a touch and glows from it.
///
/// Differences from UIKit: the glass of a view inside a rotated ancestor is rendered
/// unrotated.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds content over the effect.
    public let contentView: UIView

    /// The effect, copied on assignment; `nil` shows the content with no effect.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue?.copy() as? UIVisualEffect
            effectDidChange()
        }
    }

    private var storedEffect: UIVisualEffect?

    /// A view showing `effect` (blur, vibrancy, glass or a glass container), or nothing
    /// for `nil`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        storedEffect = effect?.copy() as? UIVisualEffect
        addSubview(contentView)
        glassAttachment = GlassAttachment(host: self, content: contentView)
        effectDidChange()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view with no effect.
    public convenience init() {
        self.init(effect: nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func effectDidChange() {
        contentView.frame = bounds
        glassAttachment?.setMaterial(storedEffect?.glassMaterial)
    }

    // MARK: Touches on interactive glass (see UIVisualEffectView+Interaction.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressGlass(with: touches.first)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moveGlassPress(with: touches.first)
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        releaseGlass(with: touches.first)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        releaseGlass(with: touches.first)
        super.touchesCancelled(touches, with: event)
    }
}
