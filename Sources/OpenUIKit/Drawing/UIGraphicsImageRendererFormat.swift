import Foundation

/// The scale and opacity of images an image renderer makes.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point; the main screen's scale unless you set it.
    public var scale: CGFloat
    /// Whether the image is fully opaque (its background starts black, not transparent).
    public var opaque = false

    /// The area of the renderer using this format, in points (set while it draws).
    public internal(set) var bounds: CGRect = .zero

    /// A format at the main screen's scale, with alpha, as in UIKit.
    public override init() {
        scale = UIScreen.mainScale
        super.init()
    }

    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.bounds = bounds
        return copy
    }

    /// The format for the main screen: its scale.
    @MainActor public static func `default`() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return format
    }

    /// The preferred format for the main screen.
    @MainActor public static func preferred() -> UIGraphicsImageRendererFormat { .default() }
}
