import Foundation
import OpenUIKit

/// A deterministic, photo-like busy image for glass to sit on: a dusk sky, a sun, layered
/// hills, scattered coloured discs and lines of text. Glass tests, the gallery and the
/// benchmarks render over it, so results compare across runs and machines.
public enum SampleBackdrop {
    /// The backdrop at `size` points and `scale` pixels per point.
    @MainActor
    public static func image(size: CGSize, scale: CGFloat = 3) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            let context = renderer.cgContext
            let w = size.width, h = size.height
            let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [
                UIColor(red: 0.16, green: 0.2, blue: 0.52, alpha: 1).cgColor,
                UIColor(red: 0.85, green: 0.42, blue: 0.5, alpha: 1).cgColor,
                UIColor(red: 1, green: 0.78, blue: 0.45, alpha: 1).cgColor,
            ], locations: [0, 0.55, 1])!
            context.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: h * 0.7), options: [.drawsAfterEndLocation])
            UIColor(red: 1, green: 0.93, blue: 0.7, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: w * 0.62, y: h * 0.46, width: w * 0.26, height: w * 0.26)).fill()
            let hills: [(CGFloat, UIColor)] = [
                (0.62, UIColor(red: 0.42, green: 0.22, blue: 0.45, alpha: 1)),
                (0.72, UIColor(red: 0.2, green: 0.16, blue: 0.36, alpha: 1)),
                (0.84, UIColor(red: 0.08, green: 0.09, blue: 0.2, alpha: 1)),
            ]
            for (index, (level, color)) in hills.enumerated() {
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: h))
                path.addLine(to: CGPoint(x: 0, y: h * level))
                let waves = 3 + index
                for k in 0..<waves {
                    let x0 = w * CGFloat(k) / CGFloat(waves), x1 = w * CGFloat(k + 1) / CGFloat(waves)
                    let lift = (k + index) % 2 == 0 ? -0.06 : 0.04
                    path.addQuadCurve(to: CGPoint(x: x1, y: h * level), controlPoint: CGPoint(x: (x0 + x1) / 2, y: h * (level + CGFloat(lift))))
                }
                path.addLine(to: CGPoint(x: w, y: h))
                path.close()
                color.setFill()
                path.fill()
            }
            var seed: UInt64 = 0x5DEECE66D
            func random() -> CGFloat {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return CGFloat(seed >> 40) / CGFloat(1 << 24)
            }
            for _ in 0..<36 {
                let r = min(w, h) * (0.015 + 0.05 * random())
                UIColor(hue: random(), saturation: 0.75, brightness: 0.95, alpha: 0.8).setFill()
                UIBezierPath(ovalIn: CGRect(x: random() * w - r, y: random() * h - r, width: 2 * r, height: 2 * r)).fill()
            }
            let words = ["Toy Story", "Up", "Coco", "Soul", "Luca", "Elio", "Cars", "Brave", "Inside Out", "WALL·E"]
            let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            var y: CGFloat = 8
            var index = 0
            while y < h {
                let line = UILabel()
                line.font = font
                line.textColor = UIColor(white: 1, alpha: 0.9)
                line.text = (0..<4).map { words[($0 + index) % words.count] }.joined(separator: "   ")
                let frame = CGRect(x: 10 + CGFloat(index % 3) * 14, y: y, width: w, height: 22)
                line.frame = CGRect(origin: .zero, size: frame.size)
                line.drawHierarchy(in: frame, afterScreenUpdates: true)
                y += h / 9
                index += 1
            }
        }
    }
}
