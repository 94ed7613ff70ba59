import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// Texts that once froze an app, each at its full size and at a tenth of it (the same-run
/// baseline: linear work costs ten times as much at full size, quadratic work a hundred),
/// through the ways an app shows a pasted string: a wrapping label measuring it, a
/// one-line truncating label drawing it, string measuring and a text view taking it.
/// (Bidi overrides with line separators are `PastedText`'s.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 10
    )
    for (name, make) in HugeTexts.all {
        for size in [HugeTexts.fullSize, HugeTexts.fullSize / 10] {
            let text = make(size)
            Benchmark("\(name), \(size): wrapping label measures") { benchmark in
                await MainActor.run {
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        let label = UILabel()
                        label.numberOfLines = 0
                        label.text = text
                        blackHole(label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)))
                    }
                }
            }
            Benchmark("\(name), \(size): one-line truncating label draws") { benchmark in
                await MainActor.run {
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
                        label.lineBreakMode = .byTruncatingTail
                        label.text = text
                        blackHole(HugeTexts.render(label))
                    }
                }
            }
            Benchmark("\(name), \(size): boundingRect") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole((text as NSString).boundingRect(
                        with: CGSize(width: 300, height: 1e9), options: [.usesLineFragmentOrigin],
                        attributes: [.font: UIFont.systemFont(ofSize: 15)], context: nil))
                }
            }
            Benchmark("\(name), \(size): text view takes it") { benchmark in
                await MainActor.run {
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
                        view.text = text
                        view.layoutIfNeeded()
                        blackHole(HugeTexts.render(view))
                    }
                }
            }
        }
    }
}

/// The texts, by name, made at a size (in their repeating unit's count).
enum HugeTexts {
    static let fullSize = 100_000

    /// The view drawn into an image at 1x, as a snapshot of the screen draws it.
    @MainActor static func render(_ view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    static let all: [(String, @Sendable (Int) -> String)] = [
        ("newlines", { String(repeating: "\n", count: $0) }),
        ("tabs", { String(repeating: "\t", count: $0) }),
        ("combining marks", { String(repeating: "a" + String(repeating: "\u{0301}", count: 20), count: $0 / 10) }),
        ("ZWJ emoji sequence", { String(repeating: "👩‍", count: $0 / 20) + "👩" }),
        ("skin tones", { String(repeating: "👍🏽", count: $0 / 10) }),
        ("flags", { String(repeating: "🇫🇷", count: $0 / 10) }),
    ]
}
