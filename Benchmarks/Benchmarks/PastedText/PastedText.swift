import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// A pasted text of 40,000 characters of bidi overrides, mixed scripts and line separators,
/// through each way an app shows it: Core Text's framesetter with justified paragraphs,
/// a label wrapping it, string drawing into a small rectangle and a text view taking it.
/// The same-run baseline is the same work on 4,000 characters: linear work costs ten times
/// as much, quadratic work a hundred.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    for count in [40_000, 4_000] {
        let text = pastedText(scalars: count)
        Benchmark("Framesetter, justified, \(count) characters") { benchmark in
            let style = NSMutableParagraphStyle()
            style.alignment = .justified
            let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style])
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 100_000), transform: nil)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let framesetter = CTFramesetterCreateWithAttributedString(string)
                blackHole(CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0), path, nil))
            }
        }
        Benchmark("Label wrapping, tail truncation, \(count) characters") { benchmark in
            await MainActor.run {
                let label = UILabel()
                label.numberOfLines = 0
                label.lineBreakMode = .byTruncatingTail
                label.text = text
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)))
                }
            }
        }
        Benchmark("String drawing in a 300 × 200 rectangle, \(count) characters") { benchmark in
            let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200), format: format)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(renderer.image { _ in string.draw(in: CGRect(x: 0, y: 0, width: 300, height: 200)) })
            }
        }
        Benchmark("Text view taking it, \(count) characters") { benchmark in
            await MainActor.run {
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
                    view.text = text
                    view.layoutIfNeeded()
                    blackHole(view.contentSize)
                }
            }
        }
    }
}

/// Right-to-left and left-to-right overrides, Hebrew, Arabic and Latin words and line
/// separators, repeated to `scalars` Unicode scalars.
func pastedText(scalars: Int) -> String {
    let pieces = ["\u{202E}", "abc ", "\u{2028}", "\u{202D}", "שלום ", "\u{202C}", "مرحبا ", "\u{2029}", "x\u{202B}y "]
    var text = String.UnicodeScalarView()
    var index = 0
    while text.count < scalars {
        text.append(contentsOf: pieces[index % pieces.count].unicodeScalars)
        index += 1
    }
    return String(text)
}
