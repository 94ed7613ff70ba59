import Foundation
@testable import OpenCoreGraphics

/// Draws into a fresh transparent bitmap and returns its pixels.
func render(width: Int = 40, height: Int = 40, _ draw: (CGContext) throws -> Void) rethrows -> CGImage {
    let context = try! CGContext.bitmap(width: width, height: height)
    try draw(context)
    return context.makeImage()!
}

/// Draws in a top-left-origin space (y down), as the UIKit layer will.
func renderFlipped(width: Int = 40, height: Int = 40, _ draw: (CGContext) throws -> Void) rethrows -> CGImage {
    try render(width: width, height: height) { context in
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        try draw(context)
    }
}

extension CGImage {
    /// Premultiplied alpha of a pixel, top-left origin.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(premultipliedRGBA(atX: x, y: y).alpha) }

    /// Straight RGBA of a pixel as integers.
    func color(_ x: Int, _ y: Int) -> [Int] {
        let c = rgba(atX: x, y: y)
        return [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)]
    }

    /// The sum of all alpha values divided by 255: the covered area in pixels.
    var coveredArea: Double {
        pixels.reduce(0.0) { $0 + Double($1 >> 24) } / 255
    }
}

func close(_ a: [Int], _ b: [Int], tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
