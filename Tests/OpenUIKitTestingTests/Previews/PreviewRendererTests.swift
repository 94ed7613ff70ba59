import OpenUIKitShim
import OpenUIKitTesting
import Testing

@MainActor
struct PreviewRendererTests {
    private func entry(_ name: String) throws -> PreviewCatalog.Entry {
        try #require(PreviewCatalog.entries.first { $0.name == name })
    }

    /// The centre pixel's straight RGB, 0...255.
    private func centre(_ image: UIImage) throws -> (red: Int, green: Int, blue: Int) {
        let pixels = try #require(image.cgImage)
        let pixel = pixels.rgba(atX: pixels.width / 2, y: pixels.height / 2)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    @Test func aFixedLayoutRendersAtItsSizeInEachAppearance() throws {
        let light = try PreviewRenderer.image(of: entry("Appearance swatch"), style: .light, scale: 1)
        let dark = try PreviewRenderer.image(of: entry("Appearance swatch"), style: .dark, scale: 1)
        #expect(light.size == CGSize(width: 60, height: 40))
        #expect(try centre(light).red > 240)
        #expect(try centre(dark).red < 15)
    }

    @Test func sizeThatFitsRendersAtTheContentsIdealSize() throws {
        let image = try PreviewRenderer.image(of: entry("Fitting label"), scale: 1)
        #expect(image.size.width > 30 && image.size.width < 80)
        #expect(image.size.height > 25 && image.size.height < 45)
    }

    @Test func landscapeTurnsTheDevice() throws {
        let image = try PreviewRenderer.image(of: entry("Landscape screen"), scale: 1)
        #expect(image.size == CGSize(width: 874, height: 402))
    }

    @Test func anEndlessSizeIsAnErrorNamingThePreview() throws {
        #expect(throws: PreviewRenderingError.self) {
            try PreviewRenderer.image(of: entry("Endless width"), scale: 1)
        }
        do {
            _ = try PreviewRenderer.image(of: entry("Endless width"), scale: 1)
        } catch {
            #expect("\(error)".contains("Endless width"))
        }
    }

    @Test func previewableStateDrivesTheView() throws {
        let image = try PreviewRenderer.image(of: entry("Previewable colour"), scale: 1)
        let colour = try centre(image)
        #expect(colour.red > 230 && colour.green < 80 && colour.blue < 80)
    }
}
