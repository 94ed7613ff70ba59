import Foundation
import Testing
@testable import OpenCoreGraphics

/// Display P3 as a colour space: its colours convert to sRGB through its primaries.
@Suite struct DisplayP3Tests {
    private let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
    private let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB)!

    private func converted(_ components: [CGFloat], to space: CGColorSpace) -> [CGFloat] {
        CGColor(colorSpace: p3, components: components)!.converted(to: space, intent: .defaultIntent, options: nil)!.components!
    }

    @Test func p3RedLiesOutsideSRGB() {
        let red = converted([1, 0, 0, 1], to: extendedSRGB)
        // Apple's documented value for P3 red in extended sRGB.
        #expect(abs(red[0] - 1.093) < 0.005 && abs(red[1] - (-0.2267)) < 0.005 && abs(red[2] - (-0.1501)) < 0.005, "\(red)")
        let clamped = converted([1, 0, 0, 1], to: CGColorSpace(name: CGColorSpace.sRGB)!)
        #expect(clamped[0] == 1 && clamped[1] == 0 && clamped[2] == 0)
    }

    @Test func greysAndRoundTripsKeepTheirValues() {
        let grey = converted([0.5, 0.5, 0.5, 0.4], to: extendedSRGB)
        #expect(abs(grey[0] - 0.5) < 0.001 && abs(grey[2] - 0.5) < 0.001 && grey[3] == 0.4)
        let colour = CGColor(colorSpace: extendedSRGB, components: [0.2, 0.6, 0.9, 1])!
        let back = colour.converted(to: p3, intent: .defaultIntent, options: nil)!
            .converted(to: extendedSRGB, intent: .defaultIntent, options: nil)!.components!
        #expect(zip(back, [0.2, 0.6, 0.9, 1]).allSatisfy { abs($0 - $1) < 0.001 }, "\(back)")
    }

    @Test func p3IsWideAndDistinct() {
        #expect(p3.isWideGamutRGB)
        #expect(p3 != CGColorSpace(name: CGColorSpace.sRGB)!)
        #expect(CGColorSpace(name: CGColorSpace.extendedDisplayP3)!.isWideGamutRGB)
        #expect(CGColorSpace(iccData: Data(repeating: 7, count: 400)) == nil)
        #expect(CGColorSpace(iccData: Data()) == nil)
    }
}
