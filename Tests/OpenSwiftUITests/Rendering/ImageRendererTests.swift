import Foundation
import Testing
@testable import OpenSwiftUI
import OpenUIKitTesting

@MainActor
@Suite struct ImageRendererTests {
    @Test func rendersAViewAtItsIdealSizeAndScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 20))
        renderer.scale = 3
        let image = try #require(renderer.cgImage)
        #expect(image.width == 120 && image.height == 60)
        let center = image.rgba(atX: 60, y: 30)
        #expect(center.red > 250 && center.green < 60 && center.alpha == 255)
        #expect(renderer.uiImage?.scale == 3)
        #expect(renderer.uiImage?.size == CGSize(width: 40, height: 20))
    }

    @Test func transparentUnlessOpaque() throws {
        let content = Color.blue.frame(width: 10, height: 10).padding(5)
        let renderer = ImageRenderer(content: content)
        let clear = try #require(renderer.cgImage)
        #expect(clear.rgba(atX: 1, y: 1).alpha == 0)
        #expect(clear.rgba(atX: 10, y: 10).blue > 200)
        renderer.isOpaque = true
        let opaque = try #require(renderer.cgImage)
        #expect(opaque.rgba(atX: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test func proposedSizeSizesFlexibleContent() throws {
        let renderer = ImageRenderer(content: Color.green)
        #expect(renderer.cgImage?.width == 10, "a colour's ideal size is SwiftUI's 10 × 10")
        renderer.proposedSize = ProposedViewSize(width: 64, height: 32)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 64 && image.height == 32)
    }

    @Test func environmentOnTheContentReachesIt() throws {
        let content = Rectangle().fill(.primary).frame(width: 8, height: 8).environment(\.colorScheme, .dark)
        let image = try #require(ImageRenderer(content: content).cgImage)
        #expect(image.rgba(atX: 4, y: 4).red > 240, "primary is white in dark appearance")
    }

    @Test func textRenders() throws {
        let renderer = ImageRenderer(content: Text("Hello").font(.system(size: 20)).foregroundStyle(.black))
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width > 60 && image.height > 30)
        var inked = 0
        for y in 0..<image.height { for x in 0..<image.width where image.rgba(atX: x, y: y).alpha > 128 { inked += 1 } }
        #expect(inked > 200)
    }

    @Test func degenerateRendersGiveNilNotACrash() {
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
        #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).cgImage == nil)
        let huge = ImageRenderer(content: Color.red.frame(width: 1e7, height: 1e7))
        #expect(huge.cgImage == nil)
        let nanScale = ImageRenderer(content: Color.red.frame(width: 5, height: 5))
        nanScale.scale = .nan
        #expect(nanScale.cgImage?.width == 5)
        nanScale.scale = 1e9
        #expect(nanScale.cgImage == nil)
        let infinite = ImageRenderer(content: Color.red)
        infinite.proposedSize = .infinity
        #expect((infinite.cgImage?.width ?? 0) <= ImageRenderer<Color>.maximumPixelDimension)
    }

    @Test func announcesChanges() {
        let renderer = ImageRenderer(content: Color.red)
        var changes = 0
        let subscription = renderer.objectWillChange.sink { changes += 1 }
        renderer.scale = 2
        renderer.isOpaque = true
        #expect(changes == 2)
        _ = subscription
    }
}
