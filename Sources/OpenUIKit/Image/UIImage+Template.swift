import Foundation

extension UIImage {
    /// Whether the image draws as a template: its shape in a tint, not its own colours.
    package var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// Draws the image's shape (its alpha) filled with `color`.
    package func drawAsTemplate(in rect: CGRect, color: CGColor, context: CGContext) {
        guard let cgImage else { return }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.drawFlipped(cgImage, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color)
        context.fill(rect)
        context.endTransparencyLayer()
    }
}
