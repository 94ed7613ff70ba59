import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// One key press in a text field, through the responder chain, to its rendered frame at 3×:
/// in a field holding 10,000 characters (the case) and, as the same-run baseline,
/// in an empty one.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(4),
        maxIterations: 400
    )
    for (name, length) in [("10,000 characters", 10_000), ("empty (baseline)", 0)] {
        Benchmark("Key press to frame, field with \(name)") { benchmark in
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 120))
                window.screen = UIScreen(bounds: window.bounds, scale: 3)
                let field = UITextField(frame: CGRect(x: 16, y: 40, width: 370, height: 36))
                field.borderStyle = .roundedRect
                field.text = String(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 230).prefix(length))
                window.addSubview(field)
                window.makeKeyAndVisible()
                field.becomeFirstResponder()
                blackHole(window.renderedImage())
                var letter = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let typed = String(UnicodeScalar(UInt8(97 + letter % 26)))
                    letter += 1
                    window.injectKey(.keyboardA, characters: typed, charactersIgnoringModifiers: typed)
                    blackHole(window.renderedImage())
                }
            }
        }
    }
}
