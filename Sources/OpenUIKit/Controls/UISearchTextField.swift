import Foundation

/// The search field of iOS: a capsule of tertiary fill with a magnifying glass at its
/// leading edge and a clear button while editing. It edits as a `UITextField` does.
///
/// ```swift
/// let search = UISearchTextField(frame: CGRect(x: 16, y: 60, width: 340, height: 36))
/// search.placeholder = "Search"
/// ```
///
/// Differs from Apple's: tokens (`UISearchToken`) and the glass look inside bars (issue 19)
/// are not there yet.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// A search field, to VoiceOver.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .searchField }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.frame = CGRect(x: 0, y: 0, width: 17, height: 17)
        leftView = glass
        leftViewMode = .always
    }

    /// The magnifying glass sits a capsule's radius in from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.leftViewRect(forBounds: bounds)
        rect.origin.x += min(10, bounds.height / 3)
        return rect
    }

    /// Text stops short of the capsule's trailing curve.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        if !showsClearButton { rect.size.width = max(0, rect.width - min(10, bounds.height / 3)) }
        return rect
    }

    /// The clear button sits inside the capsule's trailing curve.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -min(4, bounds.height / 9), dy: 0)
    }

    /// The capsule, then the text and the clear button.
    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        super.draw(rect)
    }
}
