import Foundation

extension UIImage {
    /// A symbol's point size, weight and scale, or the text style or font it matches.
    ///
    /// ```swift
    /// let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
    /// let image = UIImage(systemName: "heart.fill", withConfiguration: configuration)
    /// ```
    ///
    /// Colour configurations (hierarchical, palette, multicolour) are not available.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size, or 0 when unspecified.
        var pointSize: CGFloat = 0
        var weight = SymbolWeight.unspecified
        var scale = SymbolScale.unspecified
        var textStyle: UIFont.TextStyle?

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        override init() {
            super.init()
        }

        override func makeCopy() -> UIImage.Configuration {
            let copy = SymbolConfiguration()
            copy.merge(self)
            return copy
        }

        /// Symbols drawn for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols drawn for text of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// Symbols drawn for text of `pointSize` points and `weight`, at a scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 1_000) : 0
            self.weight = weight
            self.scale = scale
        }

        /// Symbols of a weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// Symbols at a scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// Symbols sized for a text style (following Dynamic Type through the traits).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// Symbols sized for a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
            self.textStyle = textStyle
        }

        /// Symbols matching a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// Symbols matching a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(closestTo: font.weight), scale: scale)
        }

        /// The same configuration without point size, weight or text style.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = makeCopy() as! Self
            copy.pointSize = 0
            copy.weight = .unspecified
            copy.textStyle = nil
            return copy
        }

        /// The same configuration without a scale.
        public func configurationWithoutScale() -> Self {
            let copy = makeCopy() as! Self
            copy.scale = .unspecified
            return copy
        }

        /// The same configuration without a weight.
        public func configurationWithoutWeight() -> Self {
            let copy = makeCopy() as! Self
            copy.weight = .unspecified
            return copy
        }

        /// The same configuration without a text style.
        public func configurationWithoutTextStyle() -> Self {
            let copy = makeCopy() as! Self
            copy.textStyle = nil
            return copy
        }

        /// Whether two configurations specify the same values.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && traitCollection == other.traitCollection
        }

        public override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? SymbolConfiguration)
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        override func merge(_ other: UIImage.Configuration?) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize; textStyle = nil }
            if let style = other.textStyle { textStyle = style; pointSize = 0 }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
        }

        /// The point size symbols are drawn at: the given size, the text style's size for
        /// the configuration's traits, or 17 (body text).
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection).pointSize }
            return 17
        }

        public override var description: String {
            "<UIImageSymbolConfiguration pointSize=\(pointSize) weight=\(weight) scale=\(scale)\(textStyle.map { " textStyle=\($0.rawValue)" } ?? "")>"
        }
    }
}
