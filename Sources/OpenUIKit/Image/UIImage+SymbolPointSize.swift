import Foundation

extension UIImage {
    /// A built-in symbol drawn at `pointSize` (the font size it sits beside), for the
    /// modules of this package that size symbols to text, as SwiftUI's `Image(systemName:)`
    /// follows its font. `nil` for names the catalog lacks or a size that is not positive.
    package convenience init?(systemName name: String, pointSize: CGFloat) {
        guard pointSize.isFinite, pointSize > 0,
            let bitmap = SymbolCatalog.image(named: name, pointSize: min(pointSize, 1_000), scale: 3)
        else { return nil }
        self.init(cgImage: bitmap, scale: 3)
        renderingMode = .alwaysTemplate
        isSymbolImage = true
        symbolName = name
    }
}
