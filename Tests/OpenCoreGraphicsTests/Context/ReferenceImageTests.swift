import Foundation
import Testing
@testable import OpenCoreGraphics

/// Renders a fixed scene and holds it against a committed reference image.
///
/// Set `OPENUIKIT_RECORD=1` to rewrite the references after an intended change, then
/// look at every rewritten image before committing it.
@Suite struct ReferenceImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    @Test func cornersStrokesAndGradient() throws {
        let image = renderFlipped(width: 240, height: 160) { context in
            let gradient = CGGradient(
                colorsSpace: nil,
                colors: [CGColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1), CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)],
                locations: [0, 1])!
            let card = CGMutablePath()
            card.addContinuousRoundedRect(in: CGRect(x: 12, y: 12, width: 216, height: 136), cornerRadius: 36)
            context.addPath(card)
            context.clip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 240, y: 160), options: [])
            context.setStrokeColor(CGColor(gray: 1, alpha: 0.9))
            context.setLineWidth(6)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: 50, y: 90))
            context.addLine(to: CGPoint(x: 95, y: 120))
            context.addLine(to: CGPoint(x: 190, y: 45))
            context.strokePath()
            context.setBlendMode(.screen)
            context.setFillColor(CGColor(red: 1, green: 0.8, blue: 0, alpha: 0.8))
            context.fillEllipse(in: CGRect(x: 150, y: 90, width: 70, height: 70))
        }
        try assertMatchesReference(image, named: "corners-strokes-gradient")
    }

    private func assertMatchesReference(_ image: CGImage, named name: String) throws {
        let url = Self.directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD"] == "1" || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try image.pngData().write(to: url)
            Issue.record("Recorded reference image \(url.path); look at it, then run again.")
            return
        }
        let reference = try CGImage(pngData: Data(contentsOf: url))
        #expect(reference.width == image.width && reference.height == image.height)
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width where !close(reference.color(x, y), image.color(x, y), tolerance: 2) {
                differing += 1
            }
        }
        #expect(differing <= image.width * image.height / 1000, "\(differing) pixels differ from \(name).png")
    }
}
