import Foundation

extension UIWindow {
    /// A secondary (right) click at `location` (window coordinates): the nearest view under
    /// it with a context menu interaction opens its menu there, as a long press would. An
    /// OpenUIKit SPI for the window host and for tests.
    @_spi(OpenUIKit)
    public func injectSecondaryClick(at location: CGPoint) {
        guard location.x.isFinite, location.y.isFinite else { return }
        var view = hitTest(location, with: nil)
        while let current = view {
            if let interaction = current.interactions.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first {
                interaction.open(atWindowPoint: location)
                return
            }
            view = current.superview
        }
    }
}
