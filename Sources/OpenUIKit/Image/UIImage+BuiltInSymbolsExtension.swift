import Foundation

// An OpenUIKit extension: the names of the symbols OpenUIKit draws itself (Apple's SF
// Symbols are not available on Linux).

extension UIImage {
    /// The symbol names `init(systemName:)` knows.
    public static var builtInSymbolNames: [String] { SymbolCatalog.names }
}
