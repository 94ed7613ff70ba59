/// How a layer's `contents` image is filtered when drawn larger or smaller than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Blends the nearest pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel: hard edges, as pixel art wants.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Blends the nearest pixels of the nearest reductions of the image: smoothest when
    /// shrinking a lot.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
