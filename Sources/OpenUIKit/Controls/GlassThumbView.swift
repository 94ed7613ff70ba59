import Foundation

/// The thumb of iOS 26's switches and sliders: a white pill with a soft shadow that, while
/// the finger holds it, grows into a clear Liquid Glass lens over the track.
@MainActor
final class GlassThumbView: UIView {
    private let pill = UIView()
    private let lens = UIVisualEffectView(effect: nil)
    /// The size at rest; pressed, it grows by `pressedGrowth`.
    let restingSize: CGSize
    let pressedGrowth: CGSize

    init(restingSize: CGSize, pressedGrowth: CGSize) {
        self.restingSize = restingSize
        self.pressedGrowth = pressedGrowth
        super.init(frame: CGRect(origin: .zero, size: restingSize))
        isUserInteractionEnabled = false
        pill.isUserInteractionEnabled = false
        pill.backgroundColor = .white
        pill.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        pill.layer.shadowOpacity = 0.16
        pill.layer.shadowRadius = 4
        pill.layer.shadowOffset = CGSize(width: 0, height: 2)
        lens.cornerConfiguration = .capsule()
        lens.isHidden = true
        lens.isUserInteractionEnabled = false
        addSubview(pill)
        addSubview(lens)
    }

    required convenience init?(coder: NSCoder) { nil }

    /// The pill's colour; `nil` is white.
    var tint: UIColor? {
        didSet { pill.backgroundColor = tint ?? .white }
    }

    /// Whether the finger holds the thumb (it shows as a glass lens).
    private(set) var isPressed = false

    /// The thumb's size in its current state.
    var currentSize: CGSize {
        isPressed ? CGSize(width: restingSize.width + pressedGrowth.width, height: restingSize.height + pressedGrowth.height) : restingSize
    }

    /// Presses or releases the thumb, with a spring when on screen; `control` lays out again
    /// inside the same animation, placing the thumb at its new size.
    func setPressed(_ pressed: Bool, relayingOut control: UIView) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        let changes = {
            self.lens.isHidden = !pressed
            self.lens.effect = pressed ? UIGlassEffect(style: .clear) : nil
            self.pill.alpha = pressed ? 0 : 1
            control.setNeedsLayout()
            control.layoutIfNeeded()
        }
        guard window != nil else { return changes() }
        UIView.animate(springDuration: 0.3, bounce: 0.15, animations: changes)
    }

    /// Centres the thumb, at its current size, on `centre`.
    func place(at centre: CGPoint) {
        let size = currentSize
        frame = CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        pill.frame = bounds
        pill.layer.cornerRadius = size.height / 2
        lens.frame = bounds
    }
}
