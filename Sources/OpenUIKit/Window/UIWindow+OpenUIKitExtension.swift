import Foundation

// OpenUIKit extensions: what headless use and tests need from a window, which iOS has no
// counterpart for (the system renders and presents windows there).

extension UIWindow {
    /// Waits until scheduled update passes and pending model changes have been processed.
    ///
    /// An OpenUIKit addition for tests of the automatic path: after changing a model,
    /// `await window.waitForScheduledUpdates()` returns once UIKit's own pass has run.
    public func waitForScheduledUpdates() async {
        for _ in 0..<1000 {
            await Task.yield()
            if !updateScheduled, !InvalidationInbox.shared.hasPendingChanges { break }
        }
        try? await Task.sleep(nanoseconds: 1_000_000)
        for _ in 0..<1000 {
            if !updateScheduled, !InvalidationInbox.shared.hasPendingChanges { return }
            await Task.yield()
        }
    }
    /// The window's contents as an image at the screen's scale, after running any pending
    /// update pass. An OpenUIKit addition for headless use; `drawHierarchy(in:afterScreenUpdates:)`
    /// with a `UIGraphicsImageRenderer` gives the same pixels the UIKit way.
    ///
    /// Frames are composited incrementally: only the region that changed since the last
    /// call is redrawn.
    public func renderedImage() -> UIImage {
        updateFrame()
        return UIImage(cgImage: compositor!.currentFrame, scale: screen.scale)
    }
    /// The region the last `renderedImage()` redrew, in points; `nil` when nothing changed.
    /// An OpenUIKit addition for tests and tools.
    public var lastRenderedDamage: CGRect? { lastFrameResult.damage }
}
