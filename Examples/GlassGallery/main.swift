import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Renders every glass variant into one gallery PNG (default `out/glass-gallery.png`).
@MainActor
func renderGallery(to path: String) throws {
    let backdrop = SampleBackdrop.image(size: GalleryTile.size, scale: 2)
    let columns = 4
    let tiles = GalleryTile.all
    let rows = (tiles.count + columns - 1) / columns
    let captionHeight: CGFloat = 22
    let cell = CGSize(width: GalleryTile.size.width, height: GalleryTile.size.height + captionHeight)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let sheet = UIGraphicsImageRenderer(size: CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows)), format: format)
    let images = tiles.map { $0.render(backdrop: backdrop) }
    UIAccessibility.setSimulatedSettings(.init())
    let png = sheet.pngData { context in
        UIColor(white: 0.12, alpha: 1).setFill()
        context.fill(CGRect(origin: .zero, size: context.format.bounds.size))
        for (index, (tile, image)) in zip(tiles, images).enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
            image.draw(in: CGRect(origin: origin, size: GalleryTile.size))
            let caption = UILabel()
            caption.text = tile.caption
            caption.font = .systemFont(ofSize: 12, weight: .medium)
            caption.textColor = .white
            caption.frame = CGRect(x: 0, y: 0, width: cell.width - 12, height: captionHeight)
            caption.drawHierarchy(in: CGRect(x: origin.x + 6, y: origin.y + GalleryTile.size.height, width: cell.width - 12, height: captionHeight), afterScreenUpdates: true)
        }
    }
    try png.write(to: URL(fileURLWithPath: path))
}

let output = CommandLine.arguments.dropFirst().first ?? "out/glass-gallery.png"
try? FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
do {
    try MainActor.assumeIsolated { try renderGallery(to: output) }
    print("wrote \(output)")
} catch {
    print("glass-gallery: \(error)")
    exit(1)
}
