import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment, ready to measure and draw.
    public struct ResolvedText {
        let attributed: NSAttributedString
        /// A shading for the text; the text's own colours when `nil`.
        public var shading: Shading?

        /// The text's size when laid out in `size` (it wraps at the width).
        public func measure(in size: CGSize) -> CGSize {
            let bounds = CGSize(width: size.width.isFinite ? max(0, size.width) : .greatestFiniteMagnitude,
                                height: size.height.isFinite ? max(0, size.height) : .greatestFiniteMagnitude)
            let rect = attributed.boundingRect(with: bounds, options: [.usesLineFragmentOrigin], context: nil)
            return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
        }
    }

    /// `text` with its fonts and colours resolved in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(attributed: text.resolved(in: environment).attributedString, shading: nil)
    }

    /// Draws a text with `anchor` (of its size) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws a text laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text with `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
        draw(text, in: CGRect(origin: origin, size: size))
    }

    /// Draws a resolved text laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        draw { context in
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            text.attributed.draw(with: rect, options: [.usesLineFragmentOrigin], context: nil)
        }
    }
}
