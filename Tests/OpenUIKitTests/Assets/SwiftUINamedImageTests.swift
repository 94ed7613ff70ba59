import Foundation
import OpenSwiftUI
import Testing

@MainActor
@Suite struct SwiftUINamedImageTests {
    @Test func aNamedImageTakesTheEnvironmentsVariant() throws {
        func center(_ view: some View) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            let image = try #require(renderer.cgImage)
            return image.rgba(atX: image.width / 2, y: image.height / 2)
        }
        #expect(try center(Image("Icons/Dot", bundle: .module)).blue == 255)
        #expect(try center(Image("Icons/Dot", bundle: .module).environment(\.colorScheme, .dark)).green == 200, "the dark variant")
        #expect(ImageRenderer(content: Image("Nowhere", bundle: .module)).cgImage == nil, "an unknown name shows nothing")
    }
}
