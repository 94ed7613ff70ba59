import Foundation
import OpenCoreText
import OpenUIKit

// A profiling harness for glyph drawing (run under `perf record`): the Text benchmark's
// warm 2,000-glyph frame, repeated. `swift run -c release text-profile [frames] [clear|glyphs|both]`.
let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 500
let mode = CommandLine.arguments.dropFirst(2).first ?? "both"
let width = TextScene.width, height = TextScene.height
let lines = TextScene.lines
let face = try FontFace.matching(family: "DejaVu Sans", bold: false)
let context = try CGContext.bitmap(width: width, height: height)
context.translateBy(x: 0, y: CGFloat(height))
context.scaleBy(x: 1, y: -1)
context.setFillColor(CGColor(gray: 0, alpha: 1))
func frame() {
    if mode != "glyphs" { context.clear(CGRect(x: 0, y: 0, width: width, height: height)) }
    if mode != "clear" {
        for (index, line) in lines.enumerated() {
            face.draw(line, size: 42, at: CGPoint(x: 20, y: 60 + CGFloat(index) * 50), in: context)
        }
    }
}
frame()
let start = Date()
for _ in 0..<frames { frame() }
let perFrame = Date().timeIntervalSince(start) / Double(frames) * 1000
print(String(format: "%@: %.3f ms per frame over %d frames", mode, perFrame, frames))
