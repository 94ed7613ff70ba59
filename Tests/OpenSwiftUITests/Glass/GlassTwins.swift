import Foundation
@testable import OpenSwiftUI
import OpenUIKitTesting

/// Renders the same glass scene with UIKit's glass views and with SwiftUI's modifiers, over
/// the same backdrop, so the two can be held to each other pixel by pixel.
@MainActor
enum GlassTwins {
    nonisolated static let size = CGSize(width: 240, height: 160)
    nonisolated static let scale: CGFloat = 2

    /// The shared backdrop: the busy sample image, or black and white stripes.
    enum Backdrop {
        case sample, stripes

        @MainActor var image: UIImage {
            switch self {
            case .sample: return SampleBackdrop.image(size: GlassTwins.size, scale: GlassTwins.scale)
            case .stripes:
                let format = UIGraphicsImageRendererFormat()
                format.scale = GlassTwins.scale
                return UIGraphicsImageRenderer(size: GlassTwins.size, format: format).image { context in
                    UIColor.white.setFill()
                    context.fill(CGRect(origin: .zero, size: GlassTwins.size))
                    UIColor.black.setFill()
                    for x in stride(from: 0, to: GlassTwins.size.width, by: 6) {
                        context.fill(CGRect(x: x, y: 0, width: 3, height: GlassTwins.size.height))
                    }
                }
            }
        }
    }

    /// UIKit: glass views placed at their frames over the backdrop.
    static func uiKit(backdrop: Backdrop = .sample, style: UIUserInterfaceStyle = .light, _ build: (UIView) -> Void) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.traitOverrides.userInterfaceStyle = style
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let image = UIImageView(image: backdrop.image)
        image.frame = root.view.bounds
        root.view.addSubview(image)
        build(root.view)
        return window.renderedImage()
    }

    /// SwiftUI: `content` laid over the backdrop from the top-left corner.
    static func swiftUI(backdrop: Backdrop = .sample, style: UIUserInterfaceStyle = .light, @ViewBuilder _ content: () -> some View) -> UIImage {
        let scene = ZStack(alignment: .topLeading) {
            Image(uiImage: backdrop.image)
            content()
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .ignoresSafeArea()
        let hosted = Hosted(scene, size: size, scale: scale, traits: UITraitCollection(userInterfaceStyle: style))
        hosted.settle()
        return hosted.window.renderedImage()
    }

    /// The mean CIEDE2000 difference between two renders over `rect` (points).
    static func meanDeltaE(_ a: UIImage, _ b: UIImage, in rect: CGRect) -> Double {
        let first = a.cgImage!, second = b.cgImage!
        var total = 0.0, count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = first.rgba(atX: x, y: y), q = second.rgba(atX: x, y: y)
                total += ColorDifference.deltaE2000((Int(p.red), Int(p.green), Int(p.blue)), (Int(q.red), Int(q.green), Int(q.blue)))
                count += 1
            }
        }
        return count > 0 ? total / Double(count) : 0
    }

    /// The luminance variance over `rect` (points): stripes show through as variance, frost
    /// smooths them.
    static func variance(_ image: UIImage, _ rect: CGRect) -> Double {
        let cg = image.cgImage!
        var values: [Double] = []
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = cg.rgba(atX: x, y: y)
                values.append((0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255)
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
    }

    /// The mean colour over `rect` (points), 0…255.
    static func meanColor(_ image: UIImage, _ rect: CGRect) -> (red: Double, green: Double, blue: Double) {
        let cg = image.cgImage!
        var r = 0.0, g = 0.0, b = 0.0, n = 0.0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = cg.rgba(atX: x, y: y)
                r += Double(p.red); g += Double(p.green); b += Double(p.blue); n += 1
            }
        }
        return (r / n, g / n, b / n)
    }

    /// Writes `image` for a person to look at when `OPENUIKIT_LOOK` names a folder.
    static func keep(_ image: UIImage, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        try? image.pngData()?.write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
    }
}

extension View {
    /// The view moved from the top-left corner of a top-left-aligned stack to `origin`.
    func placed(at origin: CGPoint) -> some View {
        padding(.leading, origin.x).padding(.top, origin.y)
    }
}
