import Foundation
import LiquidGlass
import OpenUIKit
import OpenUIKitTesting

/// One of Apple's reference renders rebuilt with our glass: the scene, and the numbers
/// sampled from Apple's render next to the same numbers read from ours.
struct FidelityScene {
    /// A number read from Apple's render and from ours.
    struct Reading {
        let label: String
        let apple: (Int, Int, Int)
        let ours: (Int, Int, Int)

        var difference: Double { ColorDifference.deltaE2000(apple, ours) }
    }

    static let size = CGSize(width: 320, height: 180)
    static let scale: CGFloat = 2

    let title: String
    /// The reference's file name in the workspace's `shared/reference/apple/`.
    let appleReference: String
    let image: CGImage
    let readings: [Reading]
    /// Measurements that are not colours (a lens displacement), as text.
    let notes: [String]
}

extension FidelityScene {
    static var all: [FidelityScene] {
        [adaptiveButtons(), regularAndClear(), containers(), rimLens(), clearCircleOverBricks(), darkGlass(), pressedProminent()]
    }

    // MARK: Backdrops

    static func canvas(_ draw: (CGContext) -> Void) -> CGImage {
        let context = try! CGContext.bitmap(width: Int(size.width * scale), height: Int(size.height * scale))
        // Scenes are laid out in points, y down.
        context.translateBy(x: 0, y: size.height * scale)
        context.scaleBy(x: scale, y: -scale)
        draw(context)
        return context.makeImage()!
    }

    static func color(_ rgb: (Int, Int, Int)) -> CGColor {
        CGColor(red: CGFloat(rgb.0) / 255, green: CGFloat(rgb.1) / 255, blue: CGFloat(rgb.2) / 255, alpha: 1)
    }

    static func pixel(_ image: CGImage, _ point: CGPoint) -> (Int, Int, Int) {
        let p = image.rgba(atX: Int(point.x * scale), y: Int(point.y * scale))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    static func glass(_ elements: [GlassElement], spacing: CGFloat = 0, over image: CGImage, appearance: GlassAppearance = .light) -> CGImage {
        let renderer = GlassRenderer()
        renderer.environmentAppearance = appearance
        return renderer.render(GlassContainer(elements: elements, spacing: spacing), over: image, scale: scale)
    }

    // MARK: Scenes

    /// `ios26_native-glass-buttons_adaptive_on-light-dark-colors.png`: one small glass control
    /// over white, black, blue, green and red.
    static func adaptiveButtons() -> FidelityScene {
        let tiles: [(String, (Int, Int, Int), (Int, Int, Int))] = [
            ("white", (255, 255, 255), (250, 250, 250)), ("black", (0, 0, 0), (18, 18, 18)),
            ("blue", (52, 119, 245), (157, 198, 250)), ("green", (100, 195, 101), (181, 243, 189)),
            ("red", (234, 77, 61), (243, 175, 169)),
        ]
        let width: CGFloat = 60, gap: CGFloat = 4, top: CGFloat = 50
        func tileRect(_ index: Int) -> CGRect { CGRect(x: 2 + CGFloat(index) * (width + gap), y: top, width: width, height: 80) }
        var image = canvas { context in
            context.setFillColor(color((242, 242, 247)))
            context.fill(CGRect(origin: .zero, size: size))
            for (index, tile) in tiles.enumerated() {
                context.setFillColor(color(tile.1))
                context.addPath(CGPath(roundedRect: tileRect(index), cornerWidth: 12, cornerHeight: 12, transform: nil))
                context.fillPath()
            }
        }
        var readings: [Reading] = []
        for (index, tile) in tiles.enumerated() {
            let circle = CGRect(x: tileRect(index).midX - 20, y: top + 20, width: 40, height: 40)
            image = glass([GlassElement(shape: .ellipse(circle))], over: image)
            readings.append(Reading(label: tile.0, apple: tile.2, ours: pixel(image, CGPoint(x: circle.midX, y: circle.midY))))
        }
        return FidelityScene(title: "Small glass adapts: light over colours, smoky over black",
                             appleReference: "ios26_native-glass-buttons_adaptive_on-light-dark-colors.png",
                             image: image, readings: readings, notes: [])
    }

    /// `ios26_button_regular-vs-clear_on-green.png`: a regular and a clear capsule over green.
    static func regularAndClear() -> FidelityScene {
        let green = (101, 196, 102)
        let backdrop = canvas { context in
            context.setFillColor(color(green))
            context.fill(CGRect(origin: .zero, size: size))
        }
        let regular = CGRect(x: 16, y: 66, width: 136, height: 48), clear = CGRect(x: 168, y: 66, width: 136, height: 48)
        let image = glass([GlassElement(shape: .capsule(regular)), GlassElement(shape: .capsule(clear), variant: .clear)], over: backdrop)
        return FidelityScene(
            title: "Regular and clear over green", appleReference: "ios26_button_regular-vs-clear_on-green.png", image: image,
            readings: [
                Reading(label: "regular", apple: (148, 220, 156), ours: pixel(image, CGPoint(x: regular.midX, y: regular.midY))),
                Reading(label: "clear", apple: (117, 224, 122), ours: pixel(image, CGPoint(x: clear.midX, y: clear.midY))),
            ],
            notes: ["Apple's regular sample is beta 3 (frostier); the release button fits 0.45 × green + 0.55 × white"])
    }

    /// `ios26_glasscontainer_separate-vs-merged_on-green.png`: two circles in a container,
    /// apart and merged.
    static func containers() -> FidelityScene {
        let backdrop = canvas { context in
            context.setFillColor(color((100, 195, 101)))
            context.fill(CGRect(origin: .zero, size: size))
        }
        let apart = [CGRect(x: 40, y: 60, width: 60, height: 60), CGRect(x: 112, y: 60, width: 60, height: 60)]
        let merged = [CGRect(x: 180, y: 60, width: 60, height: 60), CGRect(x: 244, y: 60, width: 60, height: 60)]
        var image = glass(apart.map { GlassElement(shape: .ellipse($0)) }, spacing: 0, over: backdrop)
        image = glass(merged.map { GlassElement(shape: .ellipse($0)) }, spacing: 24, over: image)
        return FidelityScene(
            title: "A container: apart, and merged into one body", appleReference: "ios26_glasscontainer_separate-vs-merged_on-green.png",
            image: image,
            readings: [Reading(label: "merged", apple: (179, 252, 189), ours: pixel(image, CGPoint(x: 210, y: 90)))], notes: [])
    }

    /// `macos26_nsglasseffectview_regular-vs-clear_light.png`: a line crossing the left rim of
    /// window-size clear glass hooks by about 16 pt.
    static func rimLens() -> FidelityScene {
        let slope: CGFloat = 0.3, edge: CGFloat = 120, lineY: CGFloat = 70
        let backdrop = canvas { context in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [
                color((110, 150, 215)), color((60, 110, 205)), color((30, 70, 180)),
            ], locations: [0, 0.5, 1])!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            context.setStrokeColor(color((250, 250, 255)))
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: lineY - slope * edge))
            context.addLine(to: CGPoint(x: size.width, y: lineY + slope * (size.width - edge)))
            context.strokePath()
        }
        // Apple's window is about 310 pt square: the lens scales with the glass's size.
        let panel = CGRect(x: edge, y: 10, width: 310, height: 310)
        let image = glass([GlassElement(shape: .roundedRect(panel, cornerRadius: 16), variant: .clear)], over: backdrop)
        let hook = brightestRow(image, x: edge + 0.5 / scale, near: lineY) - lineY
        return FidelityScene(
            title: "The rim lens: a line crossing clear glass", appleReference: "macos26_nsglasseffectview_regular-vs-clear_light.png",
            image: image, readings: [],
            notes: [String(format: "hook at the rim: Apple's about 16 pt, ours %.1f pt", hook)])
    }

    /// `ios26_hig_glass-circle_regular-light_regular-dark_clear.png`: glass circles over a
    /// brick wall; the clear one magnifies its interior and bends the bricks into arcs at the rim.
    static func clearCircleOverBricks() -> FidelityScene {
        let backdrop = canvas { context in
            context.setFillColor(color((205, 200, 192)))
            context.fill(CGRect(origin: .zero, size: size))
            context.setFillColor(color((150, 78, 60)))
            let brick = CGSize(width: 30, height: 12)
            for row in 0..<Int(size.height / (brick.height + 2)) + 1 {
                let y = CGFloat(row) * (brick.height + 2)
                let shift = row % 2 == 0 ? 0 : brick.width / 2
                var x = -shift
                while x < size.width {
                    context.fill(CGRect(x: x + 1, y: y + 1, width: brick.width - 2, height: brick.height))
                    x += brick.width
                }
            }
        }
        let regular = CGRect(x: 30, y: 45, width: 90, height: 90), clear = CGRect(x: 190, y: 45, width: 90, height: 90)
        let image = glass([GlassElement(shape: .ellipse(regular)), GlassElement(shape: .ellipse(clear), variant: .clear)], over: backdrop)
        return FidelityScene(
            title: "Regular and clear circles over bricks", appleReference: "ios26_hig_glass-circle_regular-light_regular-dark_clear.png",
            image: image, readings: [],
            notes: ["regular: detail gone, colour kept, lighter", "clear: interior magnified about 1.3×, bricks bent into arcs at the rim"])
    }

    /// `ios26_dark_tabbar-search_and_toolbars.png`: a tab-bar-like capsule and a search circle over black.
    static func darkGlass() -> FidelityScene {
        let backdrop = canvas { context in
            context.setFillColor(color((0, 0, 0)))
            context.fill(CGRect(origin: .zero, size: size))
        }
        let bar = CGRect(x: 16, y: 100, width: 220, height: 56), search = CGRect(x: 248, y: 100, width: 56, height: 56)
        var image = glass([GlassElement(shape: .capsule(bar))], over: backdrop, appearance: .dark)
        image = glass([GlassElement(shape: .ellipse(search))], over: image, appearance: .dark)
        return FidelityScene(
            title: "Dark: glass over black", appleReference: "ios26_dark_tabbar-search_and_toolbars.png", image: image,
            readings: [Reading(label: "bar", apple: (28, 28, 28), ours: pixel(image, CGPoint(x: bar.midX, y: bar.midY)))],
            notes: ["Apple's bar is #17–#20 over black"])
    }

    /// `ios26_native_prominent-pressed_menu_alert.png`: a prominent (blue) glass button, pressed.
    static func pressedProminent() -> FidelityScene {
        let backdrop = canvas { context in
            context.setFillColor(color((255, 255, 255)))
            context.fill(CGRect(origin: .zero, size: size))
        }
        let rest = CGRect(x: 24, y: 66, width: 120, height: 48), pressedFrame = CGRect(x: 176, y: 66, width: 120, height: 48)
        let blue = GlassColor(red: 0.0, green: 0.48, blue: 1)
        var pressed = GlassElement(shape: .capsule(pressedFrame), tint: blue)
        pressed.interaction = GlassInteraction(progress: 1, touchPoint: CGPoint(x: pressedFrame.midX, y: pressedFrame.midY))
        var image = glass([GlassElement(shape: .capsule(rest), tint: blue)], over: backdrop)
        image = glass([pressed], over: image)
        return FidelityScene(
            title: "Prominent glass, at rest and pressed", appleReference: "ios26_native_prominent-pressed_menu_alert.png",
            image: image,
            readings: [
                Reading(label: "pressed, end", apple: (5, 155, 254), ours: pixel(image, CGPoint(x: pressedFrame.minX + 14, y: pressedFrame.midY))),
                Reading(label: "pressed, middle", apple: (39, 168, 255), ours: pixel(image, CGPoint(x: pressedFrame.midX, y: pressedFrame.midY))),
            ],
            notes: ["pressed: a soft white bloom across the middle, a stronger rim"])
    }

    /// The centre row (points) of the brightest feature in column `x` within 30 pt of `row`.
    static func brightestRow(_ image: CGImage, x: CGFloat, near row: CGFloat) -> CGFloat {
        let column = Int(x * scale)
        let rows = max(0, Int((row - 30) * scale))..<min(image.height, Int((row + 30) * scale))
        func luma(_ y: Int) -> Double {
            let p = image.rgba(atX: column, y: y)
            return 0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)
        }
        let values = rows.map(luma)
        let high = values.max()!, low = values.min()!
        let bright = zip(rows, values).filter { $0.1 > (high + low) / 2 }.map { CGFloat($0.0) + 0.5 }
        return bright.reduce(0, +) / CGFloat(max(1, bright.count)) / scale
    }
}
