import Foundation

// An OpenUIKit extension: the names of the system symbols OpenUIKit can draw (Apple's SF
// Symbols are not available on Linux).

extension UIImage {
    /// The symbol names OpenUIKit draws itself, with paths closer to Apple's than a font's.
    public static var builtInSymbolNames: [String] { SymbolCatalog.names }

    /// Every name `init(systemName:)` accepts: the built-in ones and those drawn from the
    /// Material Icons font (empty of the latter when the font is not installed), sorted.
    public static var systemSymbolNames: [String] {
        let fromFont = SymbolRecipe.all.keys.filter { SymbolFont.knows($0) }
        return Set(SymbolCatalog.names).union(fromFont).sorted()
    }
}
