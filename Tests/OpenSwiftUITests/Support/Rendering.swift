import Foundation
@testable import OpenSwiftUI

/// Renders a view headless at 1× and reads its pixels.
@MainActor
struct Rendered {
    let image: CGImage

    init?(_ view: some View, scale: CGFloat = 1) {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        guard let image = renderer.cgImage else { return nil }
        self.image = image
    }

    /// The straight RGBA of the pixel at `x`, `y`.
    func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let p = image.rgba(atX: x, y: y)
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// How many pixels have at least `alpha`.
    func coveredPixels(alpha: Int = 128) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where Int(image.rgba(atX: x, y: y).alpha) >= alpha { count += 1 } }
        return count
    }
}
