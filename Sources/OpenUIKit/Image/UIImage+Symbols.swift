import Foundation

extension UIImage {
    /// A system symbol drawn as its configuration asks (point size or text style, weight,
    /// scale); `nil` for an unknown name.
    ///
    /// - Parameters:
    ///   - name: an SF Symbols name, such as `"heart.fill"`.
    ///   - configuration: a ``SymbolConfiguration``; `nil` draws at 17 pt, regular, medium.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration()
        let merged = symbol.applying(configuration is SymbolConfiguration ? nil : configuration)
        guard let bitmap = Self.symbolBitmap(named: name, configuration: merged) else { return nil }
        self.init(cgImage: bitmap, scale: Self.symbolScale)
        renderingMode = .alwaysTemplate
        isSymbolImage = true
        symbolName = name
        self.configuration = merged
    }

    /// A system symbol sized for the text style traits, as UIKit resolves it.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration().withTraitCollection(traitCollection))
    }

    /// A symbol drawn at `pointSize` (the font size it sits beside), for the modules of
    /// this package that size symbols to text, as SwiftUI's `Image(systemName:)` follows
    /// its font. `nil` for unknown names or a size that is not positive.
    package convenience init?(systemName name: String, pointSize: CGFloat) {
        guard pointSize.isFinite, pointSize > 0 else { return nil }
        self.init(systemName: name, withConfiguration: SymbolConfiguration(pointSize: pointSize))
    }

    /// A custom symbol from an asset catalog drawn for `configuration`; `nil` when the
    /// drawing has nothing to show.
    convenience init?(customSymbol symbol: SymbolSVG, name: String, configuration: SymbolConfiguration) {
        let pointSize = min(configuration.resolvedPointSize * configuration.scale.factor, 1_000)
        guard let (bitmap, _) = symbol.image(pointSize: pointSize, weight: configuration.weight, scale: configuration.scale,
                                             pixelScale: Self.symbolScale)
        else { return nil }
        self.init(cgImage: bitmap, scale: Self.symbolScale)
        renderingMode = .alwaysTemplate
        isSymbolImage = true
        symbolName = name
        customSymbol = symbol
        self.configuration = configuration
    }

    /// The symbol configuration the image was drawn with, for symbol images.
    public var symbolConfiguration: SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// The same image for another configuration: a symbol is drawn again with the
    /// configuration laid over its own; other images are returned as they are.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage, let symbolName else { return self }
        let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
        let redrawn = customSymbol.map { UIImage(customSymbol: $0, name: symbolName, configuration: merged) }
            ?? UIImage(systemName: symbolName, withConfiguration: merged)
        guard let image = redrawn else { return self }
        return renderingMode == .alwaysTemplate ? image : image.withRenderingMode(renderingMode)
    }

    /// The symbol drawn with `configuration` laid over its own; `nil` for images that are
    /// not symbols, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// Symbols are drawn at 3 pixels per point, sharp on every screen.
    private static let symbolScale: CGFloat = 3

    private static func symbolBitmap(named name: String, configuration: SymbolConfiguration) -> CGImage? {
        let pointSize = configuration.resolvedPointSize * configuration.scale.factor
        let side = Int((min(pointSize, 1_000) * symbolScale).rounded())
        let offset = SymbolStroke.offset(for: configuration.weight)
        return SymbolCatalog.image(named: name, side: side, weightOffset: offset)
            ?? SymbolFont.image(named: name, side: side, weightOffset: offset)
    }
}
