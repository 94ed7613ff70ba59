import Foundation
import OpenCoreText
import OpenUIKit

// A profiling harness for glyph drawing (run under `perf record`): the Text benchmark's
// warm 2,000-glyph frame, repeated. `swift run -c release text-profile [frames] [clear|glyphs|both]`.
let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 500
let mode = CommandLine.arguments.dropFirst(2).first ?? "both"
let width = 1206, height = 2622
let words = "liquid glass lenses the light behind it frost tint highlights adapt to the content".split(separator: " ")
var lines: [String] = []
var current = ""
var total = 0
var index = 0
while total < 2_000 {
    let word = String(words[index % words.count])
    index += 1
    let next = current.isEmpty ? word : current + " " + word
    if next.count > 40 {
        lines.append(current)
        total += current.count
        current = word
    } else {
        current = next
    }
}
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
