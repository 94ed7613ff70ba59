import Benchmark
import CCairo
import Foundation
import OpenCoreText
import OpenUIKit

/// 2,000 glyphs of a sans at 42 px laid out and drawn over a 1206×2622 surface with warm
/// caches, by OpenCoreText + OpenCoreGraphics and by cairo 1.16 in the same run; and a cold
/// first layout of a screen of labels.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(4),
        maxIterations: 100
    )

    let lines = TextScene.lines

    Benchmark("OpenCoreText 2,000 glyphs at 42 px (warm)") { benchmark in
        let face = try FontFace.matching(family: "DejaVu Sans", bold: false)
        let context = try CGContext.bitmap(width: TextScene.width, height: TextScene.height)
        context.translateBy(x: 0, y: CGFloat(TextScene.height))
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        func draw() {
            context.clear(CGRect(x: 0, y: 0, width: TextScene.width, height: TextScene.height))
            for (index, line) in lines.enumerated() {
                face.draw(line, size: 42, at: CGPoint(x: 20, y: 60 + CGFloat(index) * 50), in: context)
            }
        }
        draw()  // warm the glyph caches
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            draw()
            blackHole(context.data)
        }
    }

    Benchmark("cairo 1.16 2,000 glyphs at 42 px (warm, baseline)") { benchmark in
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(TextScene.width), Int32(TextScene.height))
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 42)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        func draw() {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            for (index, line) in lines.enumerated() {
                cairo_move_to(cr, 20, 60 + Double(index) * 50)
                cairo_show_text(cr, line)
            }
            cairo_surface_flush(surface)
        }
        draw()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            draw()
            blackHole(cairo_image_surface_get_data(surface))
        }
    }

    Benchmark("OpenUIKit cold layout of a screen of 60 labels") { benchmark in
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
                for i in 0..<60 {
                    let label = UILabel(frame: CGRect(x: 16, y: 14 * CGFloat(i), width: 370, height: 14))
                    label.font = .preferredFont(forTextStyle: i % 3 == 0 ? .headline : .body)
                    label.text = "Row \(i): the quick brown fox jumps over the lazy dog"
                    label.numberOfLines = 1
                    window.addSubview(label)
                }
                blackHole(window.renderedImage())
            }
        }
    }
}
