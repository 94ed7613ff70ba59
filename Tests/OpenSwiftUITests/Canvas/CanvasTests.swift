import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct CanvasTests {
    private func render(_ width: CGFloat = 40, _ height: CGFloat = 40, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Rendered {
        try #require(Rendered(Canvas(renderer: renderer).frame(width: width, height: height)))
    }

    @Test func fillsAndStrokesUnderTheTransform() throws {
        let shot = try render { context, size in
            #expect(size == CGSize(width: 40, height: 40))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red: 1, green: 0, blue: 0))
            var moved = context
            moved.translateBy(x: 20, y: 20)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red: 0, green: 0, blue: 1))
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 35)); $0.addLine(to: CGPoint(x: 40, y: 35)) }, with: .color(.black), lineWidth: 2)
        }
        #expect(shot.pixel(5, 5).red == 255)
        #expect(shot.pixel(25, 25).blue == 255 && shot.pixel(15, 15).alpha == 0, "the copy's transform moved only the copy's drawing")
        #expect(shot.pixel(20, 35).alpha == 255)
    }

    @Test func clipsOpacityAndBlendModes() throws {
        let shot = try render { context, size in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 1, green: 0, blue: 0))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 30, y: 30, width: 10, height: 10)), with: .color(red: 0, green: 0, blue: 1))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)), options: .inverse)
            outside.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 3)), with: .color(red: 0, green: 1, blue: 0))
        }
        #expect(shot.pixel(1, 39).alpha < 40, "outside the ellipse")
        #expect(shot.pixel(20, 20).red == 255)
        #expect(abs(shot.pixel(38, 38).alpha - 128) < 4, "half opacity")
        #expect(shot.pixel(30, 1).green == 255 && shot.pixel(10, 1).green < 10, "the inverse clip keeps the outside")
        #expect(try render { context, _ in
            var empty = context
            empty.clip(to: Path())
            empty.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
        }.coveredPixels() == 0, "an empty clip draws nothing")
    }

    @Test func gradientsShadingsAndStyles() throws {
        let shot = try render(100, 10) { context, size in
            let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        #expect(shot.pixel(1, 5).red > 240 && shot.pixel(98, 5).blue > 240)
        let styled = try render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }
        #expect(styled.pixel(20, 20).red < 30 && styled.pixel(20, 20).alpha == 255, "the foreground is black in light appearance")
    }

    @Test func textAndImagesDraw() throws {
        let shot = try render(120, 40) { context, size in
            context.draw(Text("Hello").font(.system(size: 24)), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        #expect(shot.coveredPixels() > 60)
        let resolved = try render(120, 40) { context, _ in
            let text = context.resolve(Text("Wide text"))
            let size = text.measure(in: CGSize(width: 1000, height: 100))
            #expect(size.width > 40 && size.height > 10)
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        #expect(resolved.coveredPixels() > 100)
    }

    @Test func filtersAndLayers() throws {
        let blurred = try render { context, _ in
            context.addFilter(.blur(radius: 3))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(blurred.pixel(8, 20).alpha > 20 && blurred.pixel(20, 20).alpha > 240)
        let shadowed = try render { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, x: 0, y: 8))
            context.fill(Path(CGRect(x: 10, y: 5, width: 20, height: 20)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(shadowed.pixel(20, 30).alpha > 100 && shadowed.pixel(20, 30).red < 40, "the shadow shows below")
        #expect(shadowed.pixel(20, 10).red > 240, "the content stays on top")
        let layered = try render { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(red: 1, green: 0, blue: 0))
                layer.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(red: 0, green: 0, blue: 1))
            }
        }
        #expect(layered.pixel(20, 20).red < 5, "the layer composites as one: no red beneath the blue")
        let gray = try render { context, _ in
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(red: 0.2, green: 0.5, blue: 0.9))
        }
        #expect(abs(gray.pixel(5, 5).red - gray.pixel(5, 5).blue) <= 1)
    }

    @Test func badInputDrawsNothingRatherThanCrashing() throws {
        _ = try render { context, _ in
            var odd = context
            odd.scaleBy(x: .nan, y: .infinity)
            odd.rotate(by: .radians(.nan))
            odd.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.draw(Text("x"), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            context.stroke(Path(), with: .color(.red), lineWidth: .infinity)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .radialGradient(Gradient(colors: []), center: .zero, startRadius: .nan, endRadius: -3))
            var filtered = context
            filtered.addFilter(.blur(radius: .infinity))
            filtered.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
    }

    @Test func imageRendererRendersIntoAContextOfYourOwn() throws {
        let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10))
        var reported = CGSize.zero
        let context = try CGContext.bitmap(width: 40, height: 20)
        renderer.render(rasterizationScale: 2) { size, draw in
            reported = size
            context.scaleBy(x: 2, y: 2)
            draw(context)
        }
        #expect(reported == CGSize(width: 20, height: 10))
        let image = try #require(context.makeImage())
        #expect(image.rgba(atX: 20, y: 10).red == 255)
    }
}

@MainActor
@Suite struct CanvasSymbolTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    @Test func symbolsAreDrawnWhereTheRendererPutsThemAndNowhereElse() throws {
        let canvas = Canvas { context, size in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            #expect(dot.size == CGSize(width: 10, height: 10))
            for x in stride(from: 10, to: size.width, by: 20) { context.draw(dot, at: CGPoint(x: x, y: 10)) }
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Circle().fill(red).frame(width: 10, height: 10).tag("dot")
            Rectangle().fill(blue).tag(2)
        }
        .frame(width: 100, height: 40)
        let shot = try #require(Rendered(canvas))
        for x in [10, 30, 50, 70, 90] { #expect(shot.pixel(x, 10).red > 240, "a dot at \(x)") }
        #expect(shot.pixel(20, 10).alpha == 0, "between the dots")
        #expect(shot.pixel(50, 30).alpha == 0, "symbols are not shown where they are laid out")
    }

    @Test func symbolsScaleIntoARectangleAndTakeTheCanvasSpaceWhenFlexible() throws {
        let canvas = Canvas { context, _ in
            guard let square = context.resolveSymbol(id: 2) else { return }
            #expect(square.size == CGSize(width: 60, height: 30), "a flexible symbol is offered the canvas's size")
            context.draw(square, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        } symbols: {
            Rectangle().fill(blue).tag(2)
        }
        .frame(width: 60, height: 30)
        let shot = try #require(Rendered(canvas))
        #expect(shot.pixel(10, 10).blue > 240)
        #expect(shot.pixel(30, 10).alpha == 0)
    }

    @Test func textSymbolsDraw() throws {
        let canvas = Canvas { context, _ in
            if let label = context.resolveSymbol(id: 0) { context.draw(label, at: CGPoint(x: 50, y: 20)) }
        } symbols: {
            Text("Hi").font(.system(size: 24)).foregroundStyle(red).tag(0)
        }
        .frame(width: 100, height: 40)
        let shot = try #require(Rendered(canvas))
        #expect(shot.coveredPixels() > 40)
    }
}
