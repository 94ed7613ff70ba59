import Foundation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// 2,000 small paths (triangles and circles in four colours) over a 390 × 390 square: drawn
/// by a `Canvas` rendered to an image, and through `CGContext` directly.
public enum PathsScreen {
    public static let size = CGSize(width: 390, height: 390)
    static let count = 2_000

    /// The paths, the same for both ways of drawing.
    static let shapes: [(path: CGPath, color: Int)] = (0..<count).map { index in
        let x = CGFloat((index * 37) % 380), y = CGFloat((index * 53) % 380)
        let path = CGMutablePath()
        if index.isMultiple(of: 2) {
            path.addEllipse(in: CGRect(x: x, y: y, width: 10, height: 10))
        } else {
            path.move(to: CGPoint(x: x, y: y + 10))
            path.addLine(to: CGPoint(x: x + 5, y: y))
            path.addLine(to: CGPoint(x: x + 10, y: y + 10))
            path.closeSubpath()
        }
        return (path, index % 4)
    }

    static let swiftUIColors: [Color] = [.red, .green, .blue, .orange]
    static let cgColors: [CGColor] = [UIColor.systemRed, .systemGreen, .systemBlue, .systemOrange].map(\.cgColor)

    /// The canvas.
    @MainActor
    public static var canvas: some View {
        Canvas { context, _ in
            for shape in shapes {
                context.fill(Path(shape.path), with: .color(swiftUIColors[shape.color]))
            }
        }
        .frame(width: size.width, height: size.height)
    }

    /// The same paths filled into a bitmap context at `scale`.
    public static func drawDirectly(scale: CGFloat) -> CGImage? {
        guard let context = try? CGContext.bitmap(width: Int(size.width * scale), height: Int(size.height * scale)) else { return nil }
        context.translateBy(x: 0, y: size.height * scale)
        context.scaleBy(x: scale, y: -scale)
        for shape in shapes {
            context.setFillColor(cgColors[shape.color])
            context.addPath(shape.path)
            context.fillPath()
        }
        return context.makeImage()
    }
}
