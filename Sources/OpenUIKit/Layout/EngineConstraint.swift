import Foundation

/// A constraint's link to the engine that holds it, for cheap constant changes.
@MainActor
final class EngineConstraint {
    weak var engine: LayoutEngine?
    init(engine: LayoutEngine) { self.engine = engine }
}
