import Benchmark
import CCairo
import Foundation
import OpenCoreGraphics

/// 300 anti-aliased rounded rectangles with fractional coordinates on an iPhone-sized
/// RGBA surface (1206×2622), translucent (alpha 0.5...1) and opaque, drawn by
/// OpenCoreGraphics and, as the baseline in the same run, by cairo.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(4),
        maxIterations: 60
    )

    for opaque in [false, true] {
        let label = opaque ? "opaque" : "alpha 0.5-1"
        let shapes = RoundedRectScene.make(opaque: opaque)

        Benchmark("OpenCoreGraphics 300 rounded rects, \(label)") { benchmark in
            let context = try CGContext.bitmap(width: RoundedRectScene.width, height: RoundedRectScene.height)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                context.clear(CGRect(x: 0, y: 0, width: RoundedRectScene.width, height: RoundedRectScene.height))
                for shape in shapes {
                    context.setFillColor(red: shape.red, green: shape.green, blue: shape.blue, alpha: shape.alpha)
                    context.addPath(shape.path)
                    context.fillPath()
                }
                blackHole(context.data)
            }
        }

        Benchmark("cairo 1.16 300 rounded rects, \(label) (baseline)") { benchmark in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(RoundedRectScene.width), Int32(RoundedRectScene.height))
            let cr = cairo_create(surface)
            defer {
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                for shape in shapes {
                    RoundedRectScene.addCairoRoundedRect(cr, shape)
                    cairo_set_source_rgba(cr, Double(shape.red), Double(shape.green), Double(shape.blue), Double(shape.alpha))
                    cairo_fill(cr)
                }
                cairo_surface_flush(surface)
                blackHole(cairo_image_surface_get_data(surface))
            }
        }
    }
}
