/// The picture that follows the pointer while the app's drag is outside its window: the
/// lifted preview, as the window system's drag icon.
public struct HostDragImage: Sendable {
    /// Premultiplied RGBA pixels (red in the low byte), rows of `width`, top row first.
    public let pixels: [UInt32]
    public let width: Int
    public let height: Int
    /// Pixels per point the picture was drawn at (the window's scale).
    public let scale: Double
    /// The pixel under the pointer, from the picture's top left corner.
    public let hotspotX: Int
    public let hotspotY: Int

    /// A picture of `width` × `height` pixels; `nil` when `pixels` does not hold them or a
    /// size or scale is not positive.
    public init?(pixels: [UInt32], width: Int, height: Int, scale: Double, hotspotX: Int, hotspotY: Int) {
        guard width > 0, height > 0, pixels.count == width * height, scale.isFinite, scale > 0 else { return nil }
        self.pixels = pixels
        self.width = width
        self.height = height
        self.scale = scale
        self.hotspotX = hotspotX
        self.hotspotY = hotspotY
    }
}
