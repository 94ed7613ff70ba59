import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct ImageDrawingTests {
    /// A 9 × 9 image: a red 3-pixel frame around a blue middle.
    private func framedImage() throws -> UIImage {
        let context = try CGContext.bitmap(width: 9, height: 9)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        return UIImage(cgImage: try #require(context.makeImage()))
    }

    @Test func capInsetsKeepTheMarginsAtTheirSize() throws {
        let image = Image(uiImage: try framedImage()).resizable(capInsets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        let shot = try #require(Rendered(image.frame(width: 60, height: 30)))
        #expect(shot.pixel(1, 15).red > 240)
        #expect(shot.pixel(5, 15).blue > 240, "stretched as a whole, x = 5 would still be red")
        #expect(shot.pixel(58, 15).red > 240)
    }

    @Test func tilingRepeatsTheImage() throws {
        let image = Image(uiImage: try framedImage()).resizable(resizingMode: .tile)
        let shot = try #require(Rendered(image.frame(width: 27, height: 9)))
        #expect(shot.pixel(13, 4).blue > 240 && shot.pixel(10, 4).red > 240 && shot.pixel(22, 4).blue > 240)
    }

    @Test func interpolationNoneKeepsPixelsHard() throws {
        let sharp = try #require(Rendered(Image(uiImage: try framedImage()).resizable().interpolation(.none).frame(width: 90, height: 90)))
        let edge = sharp.pixel(30, 45)
        #expect(edge.red > 240 || edge.blue > 240, "\(edge)")
        let smooth = try #require(Rendered(Image(uiImage: try framedImage()).resizable().frame(width: 90, height: 90))).pixel(30, 45)
        #expect(smooth.red > 20 && smooth.blue > 20, "the default interpolation blends: \(smooth)")
    }

    @Test func antialiasingOffLeavesHardEdges() throws {
        func edgeAlphas(_ antialiased: Bool) throws -> Set<Int> {
            let view = Image(uiImage: try framedImage()).resizable().antialiased(antialiased)
                .frame(width: 20, height: 20).rotationEffect(.degrees(30)).frame(width: 40, height: 40)
            let shot = try #require(Rendered(view))
            var alphas = Set<Int>()
            for y in 0..<40 { for x in 0..<40 { alphas.insert(shot.pixel(x, y).alpha) } }
            return alphas
        }
        #expect(try edgeAlphas(false).isSubset(of: [0, 255]))
        #expect(try edgeAlphas(true).count > 2)
    }

    @Test func symbolRenderingModesDrawAOneLayerSymbolInThePrimaryStyle() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            let view = Image(systemName: "circle.fill").symbolRenderingMode(mode).foregroundStyle(red, .blue).font(.system(size: 40))
            let shot = try #require(Rendered(view))
            let centre = shot.pixel(shot.image.width / 2, shot.image.height / 2)
            #expect(centre.red > 240 && centre.blue < 20, "\(mode): \(centre)")
        }
        var environment = EnvironmentValues()
        environment.symbolRenderingMode = .hierarchical
        #expect(environment.symbolRenderingMode == .hierarchical)
    }
}

@MainActor
@Suite struct ImageScaleTests {
    @Test func symbolsGrowWithTheirImageScale() throws {
        var small = EnvironmentValues(), large = EnvironmentValues()
        small.imageScale = .small
        large.imageScale = .large
        let symbol = Image(systemName: "star.fill")
        let smallSize = try #require(symbol.uiImage(in: small)).size
        let mediumSize = try #require(symbol.uiImage(in: EnvironmentValues())).size
        let largeSize = try #require(symbol.uiImage(in: large)).size
        #expect(smallSize.height < mediumSize.height)
        #expect(mediumSize.height < largeSize.height)
        #expect(EnvironmentValues().imageScale == .medium)
    }
}
