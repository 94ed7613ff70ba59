import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// Every kind of shape style, stroke and effect on one page, kept as a reference image.
private struct DrawingGallery: View {
    private let sunset = Gradient(colors: [.orange, .pink, .purple])

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16).fill(LinearGradient(gradient: sunset, startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(gradient: sunset, center: .center, startRadius: 4, endRadius: 40))
                Capsule().fill(EllipticalGradient(gradient: sunset))
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
            }
            HStack(spacing: 16) {
                Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 8]))
                RoundedRectangle(cornerRadius: 12).strokeBorder(.green, lineWidth: 6)
                Circle().trim(from: 0, to: 0.7).stroke(.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round)).rotationEffect(.degrees(-90))
                UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.teal)
            }
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14).fill(.white).shadow(color: .black.opacity(0.3), radius: 8, y: 4)
                Text("Blur").font(.title).bold().foregroundStyle(.indigo).blur(radius: 2)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)).grayscale(1)
                Rectangle().fill(.pink).mask {
                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                }
            }
            HStack(spacing: 16) {
                Text("Draft").padding(.horizontal, 12).padding(.vertical, 6).background(.yellow, in: .capsule)
                Text("Boxed").padding(6).border(.red, width: 2)
                Color.blue.frame(width: 60, height: 40).clipShape(Ellipse())
                ZStack {
                    Color.yellow
                    Circle().fill(.cyan).blendMode(.multiply).padding(6)
                }
            }
        }
        .frame(height: 380)
        .padding(20)
        .background(Color(white: 0.95))
    }
}

/// A dial drawn on a canvas: a gradient face with a shadow, twelve turned ticks, a label,
/// a star image and a blurred glow.
private struct CanvasDial: View {
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let face = Path(ellipseIn: CGRect(x: 20, y: 20, width: size.width - 40, height: size.height - 40))
            var glow = context
            glow.addFilter(.blur(radius: 10))
            glow.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: size.width - 16, height: size.height - 16)), with: .color(.orange))
            var shaded = context
            shaded.addFilter(.shadow(color: .black.opacity(0.35), radius: 10, y: 6))
            shaded.fill(face, with: .radialGradient(Gradient(colors: [.white, Color(white: 0.85)]), center: center, startRadius: 0, endRadius: size.width / 2))
            for hour in 0..<12 {
                var tick = context
                tick.translateBy(x: center.x, y: center.y)
                tick.rotate(by: .degrees(Double(hour) * 30))
                tick.fill(Path(roundedRect: CGRect(x: size.width / 2 - 44, y: -2, width: 16, height: 4), cornerRadius: 2),
                          with: .color(hour % 3 == 0 ? .indigo : .gray))
            }
            context.stroke(face, with: .conicGradient(Gradient(colors: [.blue, .purple, .pink, .blue]), center: center), lineWidth: 4)
            context.draw(Text("Canvas").font(.headline), at: CGPoint(x: center.x, y: center.y + 30))
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: center.x, y: center.y - 20))
        }
        .frame(width: 240, height: 240)
        .background(Color(white: 0.95))
    }
}

/// Shapes made by boolean operations: a crescent, a lens, a plus sign with a hole, a ring
/// cut from a square, and a dashed outline cut where another shape covers it.
private struct ShapeOperationsGallery: View {
    var body: some View {
        HStack(spacing: 16) {
            Circle().subtracting(Circle().offset(x: 18, y: -10)).fill(.yellow)
            Circle().intersection(Circle().offset(x: 30)).fill(.mint).offset(x: -15)
            Rectangle().scale(x: 1, y: 0.3).union(Rectangle().scale(x: 0.3, y: 1))
                .subtracting(Circle().inset(by: 32)).fill(.indigo)
            Rectangle().symmetricDifference(Circle().inset(by: 8)).fill(.orange)
            RoundedRectangle(cornerRadius: 12).lineSubtraction(Circle().offset(x: 30, y: 30))
                .stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
        .frame(height: 80)
        .padding(16)
        .background(Color(white: 0.2))
    }
}

/// Images set in lines of text, a link, a tightened line and resizable images.
private struct TextAndImagesGallery: View {
    private var bubble: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 12).fill()
            UIColor.white.setStroke()
            let ring = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 22, height: 22), cornerRadius: 8)
            ring.lineWidth = 2
            ring.stroke()
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Rated \(Image(systemName: "star.fill")) 4.8 by \(Image(systemName: "person.2.fill")) readers")
            (Text(Image(systemName: "checkmark.circle.fill")).foregroundStyle(.green) + Text(" Saved to **Files**")).font(.title3)
            Text("Read the [terms](https://example.com/terms) before you start.")
            Text("A tightened line that nearly fits").lineLimit(1).allowsTightening(true).frame(width: 268, alignment: .leading)
            HStack {
                Image(uiImage: bubble).resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)).frame(width: 160, height: 40)
                Image(uiImage: bubble).resizable(resizingMode: .tile).frame(width: 100, height: 40)
                Image(uiImage: bubble).resizable().interpolation(.none).frame(width: 40, height: 40)
            }
        }
        .padding(16)
        .frame(width: 360, alignment: .leading)
        .background(Color.white)
    }
}

/// Inner shadows: a pressed field, a sunken circle, and a canvas's inverted-alpha shadow.
private struct InnerShadowGallery: View {
    var body: some View {
        HStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.96).shadow(.inner(color: .black.opacity(0.35), radius: 6, y: 3)))
                .frame(width: 140, height: 48)
            Circle().fill(Color.orange.shadow(.inner(radius: 8, x: 4, y: 4))).frame(width: 60, height: 60)
            Canvas { context, size in
                var shaded = context
                shaded.addFilter(.shadow(color: .black.opacity(0.6), radius: 8, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
                shaded.fill(Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4), cornerRadius: 16), with: .color(.mint))
            }
            .frame(width: 90, height: 60)
        }
        .padding(20)
        .background(Color.white)
    }
}

/// A 3 × 3 mesh gradient with its middle point moved, as a card's background.
private struct MeshGallery: View {
    var body: some View {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.7, 0.35], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [
            .indigo, .purple, .pink,
            .blue, .mint, .orange,
            .teal, .green, .yellow,
        ])
        .frame(width: 300, height: 180)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .overlay(alignment: .bottomLeading) {
            Text("Mesh").font(.largeTitle).bold().foregroundStyle(.white).padding(16)
        }
        .padding(16)
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct DrawingGalleryTests {
    @Test func canvasDial() {
        assertSnapshot(of: CanvasDial(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test func shapeOperations() {
        assertSnapshot(of: ShapeOperationsGallery(), as: .image(layout: .fixed(width: 500, height: 112), traits: UITraitCollection(displayScale: 2)))
    }

    @Test func textAndImages() {
        assertSnapshot(of: TextAndImagesGallery(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test func innerShadows() {
        assertSnapshot(of: InnerShadowGallery(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test func meshGradient() {
        assertSnapshot(of: MeshGallery(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test func gallery() {
        assertSnapshot(of: DrawingGallery(), as: .image(layout: .fixed(width: 420, height: 420), traits: UITraitCollection(displayScale: 2)))
    }
}
