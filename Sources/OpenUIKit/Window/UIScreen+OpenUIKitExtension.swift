import Foundation

// OpenUIKit extensions: headless screens of any size, and the display's corner radius
// (which Apple keeps private) for concentric corners.

extension UIScreen {
    /// A headless screen of any size and scale, for tests and offscreen rendering.
    ///
    /// ```swift
    /// let tablet = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2)
    /// let window = UIWindow(frame: tablet.bounds)
    /// window.screen = tablet
    /// ```
    public convenience init(bounds: CGRect, scale: CGFloat) {
        self.init(pointBounds: bounds, pixelScale: scale)
    }
    /// The radius of the display's rounded corners, in points: what concentric corners
    /// resolve against at the window's edges. An OpenUIKit addition (Apple keeps it private).
    public var displayCornerRadius: CGFloat { 55 }
}
