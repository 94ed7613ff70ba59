import Foundation

extension UIWindow {
    /// The window's Auto Layout problem as plain text (variables and linear constraints with
    /// UIKit priorities), for benchmarks that feed the same problem to another solver.
    /// An OpenUIKit SPI with no counterpart in UIKit; see `Benchmarks/AutoLayout/kiwi`.
    @_spi(Benchmarks) public func exportLayoutProblem(marking constraint: NSLayoutConstraint? = nil) -> String {
        updateConstraintsIfNeeded()
        return layoutEngine.exportProblem(marking: constraint)
    }
}
