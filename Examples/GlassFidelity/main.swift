import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Renders the glass fidelity sheet (default `out/fidelity.png`): Apple's reference scenes
/// rebuilt with our glass, each with the colours sampled from Apple's render beside the
/// same colours read from ours and their CIEDE2000 difference.
///
/// Apple's renders are for looking and measuring, never for shipping, so the sheet in the
/// repository shows Apple's numbers, not Apple's pixels. Pass `--apple DIR` (the workspace's
/// `shared/reference/apple`) to add each reference image beside ours for a local look.
///
///     swift run glass-fidelity [output.png] [--apple DIR]
@MainActor
func renderSheet(to path: String, appleReferences: String?) throws {
    let scenes = FidelityScene.all
    let titleHeight: CGFloat = 26, panelWidth: CGFloat = 300, margin: CGFloat = 10
    let appleWidth: CGFloat = appleReferences == nil ? 0 : 360
    let rowHeight = titleHeight + FidelityScene.size.height + margin
    let width = margin + appleWidth + (appleWidth > 0 ? margin : 0) + FidelityScene.size.width + margin + panelWidth + margin
    let format = UIGraphicsImageRendererFormat()
    format.scale = FidelityScene.scale
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: rowHeight * CGFloat(scenes.count) + margin), format: format)
    let png = renderer.pngData { context in
        UIColor(white: 0.12, alpha: 1).setFill()
        context.fill(CGRect(origin: .zero, size: context.format.bounds.size))
        for (index, scene) in scenes.enumerated() {
            let top = margin + CGFloat(index) * rowHeight
            draw(scene.title, at: CGPoint(x: margin, y: top + 4), size: 14, weight: .semibold)
            var x = margin
            let frame = CGRect(x: x, y: top + titleHeight, width: appleWidth, height: FidelityScene.size.height)
            if let directory = appleReferences, let apple = UIImage(contentsOfFile: directory + "/" + scene.appleReference) {
                apple.draw(in: aspectFit(apple.size, in: frame))
                x += appleWidth + margin
            }
            UIImage(cgImage: scene.image, scale: FidelityScene.scale)
                .draw(in: CGRect(origin: CGPoint(x: x, y: top + titleHeight), size: FidelityScene.size))
            drawPanel(scene, in: CGRect(x: x + FidelityScene.size.width + margin, y: top + titleHeight, width: panelWidth, height: FidelityScene.size.height))
        }
    }
    try png.write(to: URL(fileURLWithPath: path))
}

/// Apple's sampled colour and ours as swatches with the difference, then the notes.
@MainActor
func drawPanel(_ scene: FidelityScene, in frame: CGRect) {
    var y = frame.minY
    draw("Apple   ours    ΔE2000", at: CGPoint(x: frame.minX, y: y), size: 11, weight: .regular)
    y += 18
    for reading in scene.readings {
        swatch(reading.apple, CGRect(x: frame.minX, y: y, width: 38, height: 16))
        swatch(reading.ours, CGRect(x: frame.minX + 44, y: y, width: 38, height: 16))
        draw(String(format: "%4.1f  %@", reading.difference, reading.label), at: CGPoint(x: frame.minX + 92, y: y), size: 11, weight: .regular)
        y += 21
    }
    for note in scene.notes {
        let label = NSString(string: note)
        label.draw(in: CGRect(x: frame.minX, y: y + 4, width: frame.width, height: 48),
                   withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor(white: 0.85, alpha: 1)])
        y += 34
    }
}

@MainActor
func swatch(_ rgb: (Int, Int, Int), _ rect: CGRect) {
    UIColor(red: CGFloat(rgb.0) / 255, green: CGFloat(rgb.1) / 255, blue: CGFloat(rgb.2) / 255, alpha: 1).setFill()
    UIBezierPath(roundedRect: rect, cornerRadius: 3).fill()
}

@MainActor
func draw(_ text: String, at point: CGPoint, size: CGFloat, weight: UIFont.Weight) {
    NSString(string: text).draw(at: point, withAttributes: [.font: UIFont.systemFont(ofSize: size, weight: weight), .foregroundColor: UIColor.white])
}

func aspectFit(_ size: CGSize, in frame: CGRect) -> CGRect {
    let factor = min(frame.width / max(1, size.width), frame.height / max(1, size.height))
    let fitted = CGSize(width: size.width * factor, height: size.height * factor)
    return CGRect(x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var appleReferences: String?
if let flag = arguments.firstIndex(of: "--apple"), flag + 1 < arguments.count {
    appleReferences = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let output = arguments.first ?? "out/fidelity.png"
try? FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
do {
    try MainActor.assumeIsolated { try renderSheet(to: output, appleReferences: appleReferences) }
    print("wrote \(output)")
} catch {
    print("glass-fidelity: \(error)")
    exit(1)
}
