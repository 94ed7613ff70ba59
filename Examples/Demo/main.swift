import Foundation
import OpenUIKit

// The OpenUIKit demo. Until the X11 host lands it renders PNG frames: the OpenCoreGraphics
// tour, then a UIKit screen before and after its @Observable model changes.

let outputDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out", isDirectory: true)

func write(_ data: Data, _ name: String) throws {
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    let url = outputDirectory.appendingPathComponent(name)
    try data.write(to: url)
    print("Wrote \(url.path)")
}

do {
    let canvas = CGSize(width: 1200, height: 860)
    let context = try CGContext.bitmap(width: Int(canvas.width), height: Int(canvas.height))
    context.translateBy(x: 0, y: canvas.height)
    context.scaleBy(x: 1, y: -1)
    DemoScene.draw(in: context, size: canvas)
    try write(context.makeImage()!.pngData(), "opencoregraphics-demo.png")

    let model = FilmDetailModel()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = FilmDetailViewController(model: model)
    window.makeKeyAndVisible()
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-1.png")

    // Only updateProperties() and the poster's draw(_:) re-run for these changes.
    model.title = "Up"
    model.tagline = "Adventure is out there."
    model.progress = 0.8
    model.accent = .systemOrange
    window.traitOverrides.userInterfaceStyle = .dark
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-2-dark.png")

    // Dynamic Type: the labels re-scale, and the layout that reads the traits re-runs.
    window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-3-accessibility-text.png")
} catch {
    FileHandle.standardError.write(Data("demo failed: \(error)\n".utf8))
    exit(1)
}
