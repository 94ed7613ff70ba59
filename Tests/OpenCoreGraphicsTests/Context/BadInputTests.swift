import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct BadInputTests {
    @Test func contextSizesOutsideTheLimitsThrow() {
        for (w, h) in [(0, 10), (10, 0), (-5, 10), (100_000, 10), (20_000, 20_000), (Int.max, 2)] {
            #expect(throws: CGBitmapContextError.invalidSize(width: w, height: h)) {
                _ = try CGContext.bitmap(width: w, height: h)
            }
        }
        #expect(CGContext(data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func nonFiniteGeometryDrawsNothing() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: CGFloat.nan, y: 20))
            context.addLine(to: CGPoint(x: 30, y: 30))
            context.fillPath()
            context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
            context.fillPath()
            context.setLineWidth(.nan)
            context.addEllipse(in: CGRect(x: 5, y: 5, width: CGFloat.infinity, height: 5))
            context.strokePath()
            context.drawLinearGradient(
                CGGradient(colorsSpace: nil, colors: [CGColor.black], locations: nil)!,
                start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
        }
        #expect(image.coveredArea == 0)
    }

    @Test func emptyAndZeroAreaPathsDrawNothing() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fillPath()
            context.fill(CGRect(x: 5, y: 5, width: 0, height: 20))
            context.move(to: CGPoint(x: 1, y: 1))
            context.addLine(to: CGPoint(x: 30, y: 30))
            context.fillPath()
            context.move(to: CGPoint(x: 3, y: 3))
            context.strokePath()
        }
        #expect(image.coveredArea == 0)
    }

    @Test func hugeCoordinatesFinishAndClipToTheBitmap() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.move(to: CGPoint(x: -1e12, y: -1e12))
            context.addLine(to: CGPoint(x: 1e12, y: -1e12))
            context.addCurve(to: CGPoint(x: 1e12, y: 1e12), control1: CGPoint(x: 1e15, y: 0), control2: CGPoint(x: 0, y: 1e15))
            context.addLine(to: CGPoint(x: -1e12, y: 1e12))
            context.fillPath()
        }
        #expect(image.alpha(0, 0) == 255 && image.alpha(39, 39) == 255)
    }

    @Test func negativeSizesAreStandardized() {
        let image = renderFlipped { context in
            context.setFillColor(CGColor.black)
            context.fill(CGRect(x: 30, y: 30, width: -20, height: -20))
        }
        #expect(image.alpha(20, 20) == 255)
        #expect(abs(image.coveredArea - 400) < 0.5)
    }

    @Test func invalidDashPatternsStrokeSolid() {
        for lengths: [CGFloat] in [[0, 0], [-1, 5], [.nan, 2], [1e-12, 1e-12]] {
            let image = renderFlipped(width: 40, height: 10) { context in
                context.setLineWidth(4)
                context.setLineDash(phase: 0, lengths: lengths)
                context.setStrokeColor(CGColor.black)
                context.move(to: CGPoint(x: 0, y: 5))
                context.addLine(to: CGPoint(x: 40, y: 5))
                context.strokePath()
            }
            #expect(abs(image.coveredArea - 160) < 0.5)
        }
    }

    @Test func unbalancedRestoreAndColorsWithWrongComponentsAreHarmless() {
        let image = renderFlipped { context in
            context.restoreGState()
            context.restoreGState()
            #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0]) == nil)
            context.setFillColor(CGColor(red: .nan, green: 2, blue: -1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.color(5, 5) == [0, 255, 0, 255])
    }
}
