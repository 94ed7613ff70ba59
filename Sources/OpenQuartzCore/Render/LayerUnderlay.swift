import Foundation
import OpenCoreGraphics

/// Pixels a compositor draws beneath its layer tree instead of clearing to transparent:
/// what a window stacked over another shows through, so backdrops (glass, blurs) in the
/// upper window sample the lower window's content as they would on one screen.
///
/// An OpenQuartzCore type: Core Animation composites every window in one render server and
/// needs nothing of the kind.
package struct LayerUnderlay {
    /// The pixels, upright.
    package var image: CGImage
    /// Where they lie in the compositor's frame, in points.
    package var rect: CGRect

    package init(image: CGImage, rect: CGRect) {
        self.image = image
        self.rect = rect
    }
}
