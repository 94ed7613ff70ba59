import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows its image.
    @preconcurrency @MainActor
    public struct ImageProperties: @MainActor Hashable {
        /// The `reservedLayoutSize` dimension that reserves the system's standard room.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The colour of template images (`nil`: the view's tint colour).
        public var tintColor: UIColor?
        /// Changes `tintColor` for display.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is shown at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller, so texts line up across cells.
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether the image responds to the pointer (no effect on Linux).
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// The tint colour after the transformer, given the view's tint colour.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?.transform(base) ?? base
        }

        /// The size the image is shown at.
        func displaySize(of image: UIImage) -> CGSize {
            var size = image.size
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / max(size.width, 1))
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / max(size.height, 1), height: maximumSize.height)
            }
            return size
        }

        /// The room the image takes in the layout: its display size, widened to `reservedLayoutSize`.
        func layoutSize(of image: UIImage?) -> CGSize {
            let shown = image.map(displaySize) ?? .zero
            let standard: CGFloat = 29
            let reserved = CGSize(
                width: reservedLayoutSize.width == Self.standardDimension ? standard : reservedLayoutSize.width,
                height: reservedLayoutSize.height == Self.standardDimension ? standard : reservedLayoutSize.height)
            return CGSize(width: max(shown.width, reserved.width), height: max(shown.height, reserved.height))
        }
    }
}
