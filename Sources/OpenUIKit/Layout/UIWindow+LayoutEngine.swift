import Foundation

extension UIWindow {
    /// The window's engine, if a view in it has used constraints.
    var layoutEngineIfCreated: LayoutEngine? { layoutEngineStorage }

    /// The window's engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: self)
        layoutEngineStorage = engine
        return engine
    }
}
