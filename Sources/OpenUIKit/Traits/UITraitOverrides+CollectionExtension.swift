import Foundation

// An OpenUIKit extension: overrides from a whole trait collection, as snapshot tests set
// a window's traits in one step.

extension UITraitOverrides {
    /// Overrides with every specified trait of a collection. An OpenUIKit convenience.
    public init(_ traits: UITraitCollection) {
        self.init()
        values = traits.values
    }
}
