import Foundation
import OpenCoreText
@_spi(OpenUIKit) @_spi(Benchmarks) import OpenUIKit

// A profiling harness for glyph drawing (run under `perf record`): the Text benchmark's
// warm 2,000-glyph frame, repeated, or the Paragraph benchmark's 2,000-character paragraph
// laid out and drawn by Core Text's API.
// `swift run -c release text-profile [frames] [clear|glyphs|both|latin|arabic|cjk]`.
let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 500
let mode = CommandLine.arguments.dropFirst(2).first ?? "both"
let width = TextScene.width, height = TextScene.height
let lines = TextScene.lines
let face = try FontFace.matching(family: "DejaVu Sans", bold: false)
let context = try CGContext.bitmap(width: width, height: height)
context.translateBy(x: 0, y: CGFloat(height))
context.scaleBy(x: 1, y: -1)
context.setFillColor(CGColor(gray: 0, alpha: 1))
// Core Text draws y-up: a plain bitmap context, as in the Paragraph benchmark.
let upContext = try CGContext.bitmap(width: width, height: height)
let paragraphs = ["latin": ParagraphScene.latin, "arabic": ParagraphScene.arabic, "cjk": ParagraphScene.cjk]
let paragraphFont = CTFontCreateWithName(ParagraphScene.family, ParagraphScene.fontSize, nil)
let paragraphPath = CGPath(rect: CGRect(x: 20, y: 0, width: ParagraphScene.lineWidth, height: Double(height) - 20), transform: nil)
// The Typing benchmark's key press in a field of 10,000 characters, to its 3x frame.
let typingWindow = MainActor.assumeIsolated { () -> UIWindow in
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 120))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    let field = UITextField(frame: CGRect(x: 16, y: 40, width: 370, height: 36))
    field.text = String(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 230).prefix(10_000))
    window.addSubview(field)
    window.makeKeyAndVisible()
    field.becomeFirstResponder()
    return window
}
// The Lists benchmark's diff of 10,000 items.
let diffOld: NSDiffableDataSourceSnapshot<Int, Int> = {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10_000), toSection: 0)
    return snapshot
}()
let diffNew: NSDiffableDataSourceSnapshot<Int, Int> = {
    var items = Array(0..<10_000).filter { $0 % 20 != 0 }
    for index in 0..<500 { items.insert(100_000 + index, at: index * 19) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
}()
func frame() {
    if mode == "diff" {
        _ = diffOld.differenceCounts(to: diffNew)
        return
    }
    if mode == "typing" {
        MainActor.assumeIsolated {
            typingWindow.injectKey(.keyboardA, characters: "a", charactersIgnoringModifiers: "a")
            _ = typingWindow.renderedImage()
        }
        return
    }
    if let text = paragraphs[mode] {
        upContext.clear(CGRect(x: 0, y: 0, width: width, height: height))
        let string = NSAttributedString(string: text, attributes: [.font: paragraphFont])
        CTFrameDraw(CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(string), CFRange(), paragraphPath, nil), upContext)
        return
    }
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
