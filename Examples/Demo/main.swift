import Foundation
import OpenCoreGraphics

// The OpenCoreGraphics tour: until the UIKit layer exists, the demo draws paths,
// strokes, gradients, continuous corners, blend modes and images into one PNG.

let outputPath = CommandLine.arguments.dropFirst().first ?? "out/opencoregraphics-demo.png"
let canvas = CGSize(width: 1200, height: 860)

do {
    let context = try CGContext.bitmap(width: Int(canvas.width), height: Int(canvas.height))
    // Work top-left-origin like UIKit: flip the y-up bitmap space once.
    context.translateBy(x: 0, y: canvas.height)
    context.scaleBy(x: 1, y: -1)
    DemoScene.draw(in: context, size: canvas)
    guard let image = context.makeImage() else { throw DemoError.noImage }
    let url = URL(fileURLWithPath: outputPath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.pngData().write(to: url)
    print("Wrote \(image.width)×\(image.height) demo drawing to \(url.path)")
} catch {
    FileHandle.standardError.write(Data("demo failed: \(error)\n".utf8))
    exit(1)
}

enum DemoError: Error { case noImage }
