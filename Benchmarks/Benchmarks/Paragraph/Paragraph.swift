import Benchmark
import CPangoCairo
import Foundation
import OpenCoreText

/// A 2,000-character paragraph shaped, broken into lines and drawn at 42 px, by Core
/// Text's API on OpenCoreText (HarfBuzz, FriBidi, ICU) into an OpenCoreGraphics
/// bitmap, and by Pango with cairo (`pango_cairo_show_layout`) in the same run, for Latin,
/// Arabic and CJK text. Each iteration lays the paragraph out afresh and draws it over the
/// last (the surface is not cleared: clearing 12 MB would hide the text's cost); glyph
/// caches are warm.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(4),
        maxIterations: 60
    )
    for (script, text) in [("Latin", ParagraphScene.latin), ("Arabic", ParagraphScene.arabic), ("CJK", ParagraphScene.cjk)] {
        Benchmark("OpenCoreText \(script) paragraph") { benchmark in
            let font = CTFontCreateWithName(ParagraphScene.family, ParagraphScene.fontSize, nil)
            let string = NSAttributedString(string: text, attributes: [.font: font])
            let context = try CGContext.bitmap(width: ParagraphScene.width, height: ParagraphScene.height)
            let path = CGPath(rect: CGRect(x: 20, y: 0, width: ParagraphScene.lineWidth, height: Double(ParagraphScene.height) - 20), transform: nil)
            func layOutAndDraw() {
                context.clear(CGRect(x: 0, y: 0, width: ParagraphScene.width, height: ParagraphScene.height))
                let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(string), CFRange(), path, nil)
                CTFrameDraw(frame, context)
            }
            layOutAndDraw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                layOutAndDraw()
                blackHole(context.data)
            }
        }

        Benchmark("Pango \(script) paragraph (baseline)") { benchmark in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(ParagraphScene.width), Int32(ParagraphScene.height))
            let cr = cairo_create(surface)
            let description = pango_font_description_from_string(ParagraphScene.family)
            pango_font_description_set_absolute_size(description, ParagraphScene.fontSize * Double(PANGO_SCALE))
            defer {
                pango_font_description_free(description)
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            func layOutAndDraw() {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                let layout = pango_cairo_create_layout(cr)
                pango_layout_set_font_description(layout, description)
                pango_layout_set_width(layout, Int32(ParagraphScene.lineWidth * Double(PANGO_SCALE)))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                pango_layout_set_text(layout, text, -1)
                cairo_move_to(cr, 20, 20)
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
                cairo_surface_flush(surface)
            }
            layOutAndDraw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                layOutAndDraw()
                blackHole(cairo_image_surface_get_data(surface))
            }
        }
    }
}
