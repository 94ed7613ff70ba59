import Foundation

/// The toolbar along the bottom of a navigation stack: hidden until asked for, it shows
/// the top screen's `toolbarItems` on glass, floating above the home indicator.
extension UINavigationController {
    /// Whether the toolbar is hidden (it is by default; hidden from the moment an
    /// animated hide begins).
    public var isToolbarHidden: Bool {
        get { !barHiding.isShown(toolbar) }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down off the screen or up onto it when
    /// animated; the screens' safe area follows.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        barHiding.set(toolbar, hidden: hidden, animated: animated, in: viewIfLoaded) {
            CGRect(x: 0, y: view.bounds.maxY, width: view.bounds.width, height: max(toolbar.frame.height, UINavigationBar.rowHeight))
        }
    }

    /// The top screen's items changed: the toolbar shows them.
    func toolbarItemsDidChange(for controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    /// Places the toolbar's row where iOS 26 floats bottom bars (just above the home
    /// indicator, or above a containing tab bar), its background running to the bottom
    /// edge; returns how far it reaches into the screens' safe area.
    func layoutToolbar() -> CGFloat {
        guard !toolbar.isHidden else { return 0 }
        let bounds = view.bounds
        if barHiding.isSlidingOut(toolbar) {
            toolbar.frame.origin.y = bounds.maxY
            return 0
        }
        let safeBottom = view.safeAreaInsets.bottom
        let rowBottom = contentOverlayInsets.bottom > 0
            ? bounds.maxY - safeBottom - Self.toolbarSpacing
            : bounds.maxY - max(Self.toolbarSpacing, safeBottom - 12)
        let rowTop = rowBottom - UINavigationBar.rowHeight
        toolbar.frame = CGRect(x: 0, y: rowTop, width: bounds.width, height: max(UINavigationBar.rowHeight, bounds.maxY - rowTop))
        return max(0, bounds.maxY - rowTop - safeBottom)
    }

    /// Room between the toolbar's row and what is below it.
    static let toolbarSpacing: CGFloat = 8
}

extension UIViewController {
    /// Sets the items a navigation controller's toolbar shows while this screen is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
}
