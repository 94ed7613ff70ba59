import Foundation
import Testing
@_spi(OpenUIKit) @testable import OpenCoreGraphics

@Suite struct CGContextTests {
    @Test func userSpaceStartsAtTheBottomLeft() {
        let image = render(width: 10, height: 10) { context in
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        }
        #expect(image.alpha(5, 9) == 255)  // the bottom rows of the image
        #expect(image.alpha(5, 0) == 0)
    }

    @Test func ctmTransformsPathsAndSaveRestoreBringsItBack() {
        let image = renderFlipped { context in
            context.saveGState()
            context.translateBy(x: 20, y: 20)
            context.scaleBy(x: 2, y: 2)
            #expect(context.ctm.a == 2)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.color(25, 25) == [0, 0, 0, 255])
        #expect(image.color(29, 29) == [0, 0, 0, 255])
        #expect(image.alpha(31, 31) == 0)
        #expect(image.color(2, 2) == [255, 0, 0, 255])
    }

    @Test func pathQueriesAreInUserSpace() {
        let context = try! CGContext.bitmap(width: 20, height: 20)
        context.translateBy(x: 5, y: 5)
        context.move(to: CGPoint(x: 1, y: 2))
        context.addLine(to: CGPoint(x: 4, y: 6))
        #expect(context.currentPointOfPath == CGPoint(x: 4, y: 6))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
        context.fillPath()
        #expect(context.isPathEmpty)
    }

    @Test func linearGradientRunsFromStartToEnd() {
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: [0, 1])!
        let image = renderFlipped(width: 100, height: 4) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        }
        #expect(image.alpha(10, 2) == 0)  // before the start, not extended
        #expect(image.alpha(90, 2) == 0)
        #expect(close(image.color(20, 2), [255, 0, 0, 255], tolerance: 6))
        #expect(close(image.color(79, 2), [0, 0, 255, 255], tolerance: 6))
        let middle = image.color(50, 2)
        #expect(abs(middle[0] - middle[2]) <= 6 && middle[0] > 110 && middle[0] < 145)
        let extended = renderFlipped(width: 100, height: 4) { context in
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(extended.color(5, 2) == [255, 0, 0, 255])
        #expect(extended.color(95, 2) == [0, 0, 255, 255])
    }

    @Test func linearColorSpaceInterpolatesInLinearLight() {
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        let encoded = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])!
        let linear = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.extendedLinearSRGB), colors: colors, locations: [0, 1])!
        let middle = { (g: CGGradient) in
            renderFlipped(width: 101, height: 1) { context in
                context.drawLinearGradient(g, start: .zero, end: CGPoint(x: 101, y: 0), options: [])
            }.color(50, 0)[0]
        }
        // Half the light is encoded brighter than half the code value.
        #expect(middle(linear) > middle(encoded) + 40)
    }

    @Test func gradientsTakeCoreFoundationArraysOfColours() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, "not a colour", blue] as CFArray, locations: nil)!
        let image = renderFlipped(width: 100, height: 1) { context in
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(image.color(1, 0)[0] > 240 && image.color(1, 0)[2] < 15, "starts red")
        #expect(image.color(98, 0)[2] > 240 && image.color(98, 0)[0] < 15, "ends blue, the string left out")
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    @Test func radialGradientFillsItsCircleOnly() {
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        let image = renderFlipped(width: 60, height: 60) { context in
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 30, y: 30), startRadius: 0, endCenter: CGPoint(x: 30, y: 30),
                endRadius: 20, options: [])
        }
        #expect(close(image.color(30, 30), [255, 255, 255, 255], tolerance: 12))
        #expect(close(image.color(30, 48), [0, 0, 255, 255], tolerance: 30))
        #expect(image.alpha(30, 55) == 0)
        #expect(image.alpha(2, 2) == 0)
    }

    @Test func imagesDrawUprightAndScaledWithNearestOrBilinear() {
        let source = render(width: 2, height: 2) { context in
            // In y-up space row y = 1 is the image's top row.
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(source.color(0, 0) == [255, 0, 0, 255])
        let nearest = render(width: 20, height: 20) { context in
            context.interpolationQuality = .none
            context.draw(source, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(nearest.color(2, 2) == [255, 0, 0, 255])
        #expect(nearest.color(17, 17) == [0, 0, 255, 255])
        #expect(nearest.alpha(17, 2) == 0)
        let smooth = render(width: 20, height: 20) { context in
            context.interpolationQuality = .high
            context.draw(source, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(close(smooth.color(1, 1), [255, 0, 0, 255], tolerance: 2))
        let between = smooth.premultipliedRGBA(atX: 10, y: 10)
        #expect(between.alpha > 100 && between.alpha < 160)
    }

    @Test func imagesAtTheirOwnScaleAreCopiedOrBlendedOnlyAcrossTheFraction() {
        // Two rows, red over blue, four columns whose green rises.
        let source = render(width: 4, height: 2) { context in
            for x in 0..<4 {
                context.setFillColor(CGColor(red: 1, green: CGFloat(x) / 3, blue: 0, alpha: 1))
                context.fill(CGRect(x: x, y: 1, width: 1, height: 1))
                context.setFillColor(CGColor(red: 0, green: CGFloat(x) / 3, blue: 1, alpha: 1))
                context.fill(CGRect(x: x, y: 0, width: 1, height: 1))
            }
        }
        let whole = render(width: 10, height: 6) { context in
            context.draw(source, in: CGRect(x: 3, y: 2, width: 4, height: 2))
        }
        for x in 0..<4 {
            #expect(whole.color(3 + x, 2) == source.color(x, 0))
            #expect(whole.color(3 + x, 3) == source.color(x, 1))
        }
        #expect(whole.alpha(2, 2) == 0 && whole.alpha(7, 3) == 0)
        // Half a pixel down: the middle row mixes red and blue, each column keeps its green.
        let half = render(width: 10, height: 6) { context in
            context.draw(source, in: CGRect(x: 3, y: 1.5, width: 4, height: 2))
        }
        for x in 0..<4 {
            let mixed = half.color(3 + x, 3)
            #expect(close(mixed, [128, source.color(x, 0)[1], 127, 255], tolerance: 2))
        }
    }

    @Test func shrinkingAnImageAveragesInsteadOfAliasing() {
        let stripes = render(width: 64, height: 64) { context in
            context.setFillColor(CGColor.white)
            for x in Swift.stride(from: 0, to: 64, by: 2) { context.fill(CGRect(x: x, y: 0, width: 1, height: 64)) }
            context.setBlendMode(.destinationOver)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        let small = render(width: 8, height: 8) { context in
            context.draw(stripes, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let values = (0..<8).map { small.color($0, 4)[0] }
        #expect(values.allSatisfy { $0 > 100 && $0 < 155 })
    }

    @Test func makeImageIsASnapshot() {
        let context = try! CGContext.bitmap(width: 4, height: 4)
        let before = context.makeImage()!
        context.setFillColor(CGColor.black)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(before.alpha(1, 1) == 0)
        #expect(context.makeImage()!.alpha(1, 1) == 255)
    }

    @Test func coreGraphicsInitializerDrawsIntoCallerMemory() {
        var memory = [UInt8](repeating: 0, count: 8 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let context = CGContext(
                data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 32,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Array(memory[0..<4]) == [0, 255, 0, 255])
        #expect(Array(memory[16..<20]) == [0, 0, 0, 0])  // past the width, in the row padding
    }

    @Test func clearMakesPixelsTransparent() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clear(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(image.alpha(15, 15) == 0)
        #expect(image.alpha(5, 5) == 255)
    }
}

@Suite struct TransparencyLayerTests {
    @Test func groupAlphaAppliesOnceToOverlappingShapes() {
        let image = renderFlipped(width: 40, height: 20) { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            context.fill(CGRect(x: 10, y: 0, width: 30, height: 20))
            context.endTransparencyLayer()
        }
        #expect(image.alpha(20, 10) == 128)
        #expect(image.alpha(5, 10) == 128)
    }

    @Test func aClippedLayerCompositesOnlyInsideTheClipWithItsOwnColours() {
        let image = renderFlipped(width: 40, height: 20) { context in
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.clipToEnclosingPixels(of: CGRect(x: 10.4, y: 5, width: 20, height: 10))
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.endTransparencyLayer()
        }
        // The clip takes whole pixels: column 10 is in, with no soft edge.
        #expect(close(image.color(10, 10), [128, 0, 127, 255], tolerance: 1))
        #expect(close(image.color(30, 14), [128, 0, 127, 255], tolerance: 1))
        #expect(image.color(9, 10) == [0, 0, 255, 255])
        #expect(image.color(31, 10) == [0, 0, 255, 255])
        #expect(image.color(20, 4) == [0, 0, 255, 255])
        #expect(image.color(20, 15) == [0, 0, 255, 255])
    }

    @Test func aLayerAfterAnotherStartsTransparent() {
        let context = try! CGContext.bitmap(width: 10, height: 10)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor.black)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.normal)
        // The second layer reuses the first's buffer: nothing of the black may show through.
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.endTransparencyLayer()
        let image = context.makeImage()!
        #expect(image.color(7, 5) == [255, 255, 255, 255])
        #expect(image.color(2, 5) == [255, 0, 0, 255])
    }

    @Test func layersNestAndRestoreTheState() {
        let context = try! CGContext.bitmap(width: 10, height: 10)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor.black)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        context.endTransparencyLayer()
        context.endTransparencyLayer()  // unbalanced: ignored
        #expect(context.makeImage()!.alpha(5, 5) == 128)
    }
}
