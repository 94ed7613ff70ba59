import Foundation

/// UIKit's string drawing, on the same text layout as `UILabel`.
///
/// Text is drawn into the current UIKit graphics context (`UIGraphicsGetCurrentContext()`),
/// with colours resolved against `UITraitCollection.current`. Attributes a string lacks
/// default as in UIKit: the system font at 12 points, black text. Drawing and measuring
/// work from any thread, as in UIKit; each thread draws into its own current context.
extension NSAttributedString {
    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint) {
        drawLaidOut(in: CGRect(origin: point, size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)), options: [])
    }

    /// Draws the string in lines within `rect`, clipped to it.
    public func draw(in rect: CGRect) {
        drawLaidOut(in: rect, options: .usesLineFragmentOrigin)
    }

    /// Draws the string in `rect` with `options` (`.usesLineFragmentOrigin` wraps it within
    /// the width; without it the string is one line on a baseline at the rectangle's origin).
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], context: NSStringDrawingContext?) {
        let top = options.contains(.usesLineFragmentOrigin) ? rect : rect.offsetBy(dx: 0, dy: -StringDrawing.ascender(of: self))
        drawLaidOut(in: top, options: options)
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }

    /// The size the string takes on one line.
    public func size() -> CGSize {
        StringDrawing.layout(self, width: .greatestFiniteMagnitude, options: [])?.exactSize ?? .zero
    }

    /// The rectangle the string takes when laid out within `size`: with
    /// `.usesLineFragmentOrigin`, lines wrapped to the width from the top left; otherwise one
    /// line whose origin is the first baseline (so the rectangle starts at minus the ascender).
    /// Sizes are fractional; round up to size views.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let multiline = options.contains(.usesLineFragmentOrigin)
        guard let layout = StringDrawing.layout(self, width: multiline ? size.width : .greatestFiniteMagnitude, options: options) else {
            return .zero
        }
        var measured = layout.exactSize
        if multiline, StringDrawing.isBounded(size.height), size.height > 0 {
            measured.height = min(measured.height, max(size.height, layout.firstLineHeight))
        }
        let rect = CGRect(origin: CGPoint(x: 0, y: multiline ? 0 : -layout.firstBaseline), size: measured)
        context?.totalBounds = rect
        return rect
    }

    private func drawLaidOut(in rect: CGRect, options: NSString.DrawingOptions) {
        let multiline = options.contains(.usesLineFragmentOrigin)
        guard let context = UIGraphicsGetCurrentContext(),
            let layout = StringDrawing.layout(self, width: multiline ? rect.width : .greatestFiniteMagnitude,
                                              height: multiline ? StringDrawing.layoutHeight(showing: rect.height) : .greatestFiniteMagnitude,
                                              options: options)
        else { return }
        let traits = UITraitCollection.current
        context.saveGState()
        if multiline, StringDrawing.isBounded(rect.width), StringDrawing.isBounded(rect.height) { context.clip(to: rect) }
        // With no width to align in (drawing at a point), the line's own width is the frame.
        let width = StringDrawing.isBounded(rect.width) ? rect.width : layout.exactSize.width
        let frame = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        layout.draw(in: frame, top: rect.minY, context: context) {
            $0.resolvedColor(with: traits).cgColor
        }
        context.restoreGState()
    }
}

/// The shared parts of string drawing.
enum StringDrawing {
    /// UIKit's defaults for attributes a string does not set.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }
    static let defaultColor = UIColor.black

    /// The string laid out for `width`, in lines that fit `height` (drawing lays out no
    /// further than the rectangle shows, so a long pasted text costs what is visible).
    static func layout(_ string: NSAttributedString, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude,
                       options: NSString.DrawingOptions) -> TextLayout? {
        let paragraph = TextLayout.paragraphStyle(of: string)
        let mode: NSLineBreakMode
        if options.contains(.truncatesLastVisibleLine) {
            mode = .byTruncatingTail
        } else {
            mode = paragraph?.lineBreakMode ?? .byWordWrapping
        }
        let wraps = isBounded(width)
        return TextLayout(
            string, font: defaultFont, color: defaultColor, width: wraps ? width : .greatestFiniteMagnitude,
            height: wraps && isBounded(height) ? height : .greatestFiniteMagnitude, maximumLines: wraps ? 0 : 1, mode: mode, alignment: paragraph?.alignment ?? .natural,
            spacing: paragraph?.lineSpacing ?? 0, rightToLeft: UITraitCollection.current.layoutDirection == .rightToLeft)
    }

    /// How far to lay out lines for a rectangle `height` high: past its bottom by a margin,
    /// so that a line starting inside it is drawn (clipped), but not the whole of a long text.
    static func layoutHeight(showing height: CGFloat) -> CGFloat {
        isBounded(height) ? max(0, height) * 2 + 200 : .greatestFiniteMagnitude
    }

    /// Whether a width or height is a real limit (not infinite or UIKit's "unbounded"
    /// `greatestFiniteMagnitude`).
    static func isBounded(_ length: CGFloat) -> Bool {
        length.isFinite && length < .greatestFiniteMagnitude
    }

    /// The first line's baseline below its top, where a baseline origin sits.
    static func ascender(of string: NSAttributedString) -> CGFloat {
        layout(string, width: .greatestFiniteMagnitude, options: [])?.firstBaseline ?? 0
    }
}
