import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// The centre, in window coordinates, of the row titled `title` in the menu shown in `window`.
@MainActor
func menuRowCentre(_ title: String, in window: UIWindow) throws -> CGPoint {
    let overlay = try #require(MenuOverlayView.shown(in: window))
    let view = try #require(overlay.list.itemViews.first { $0.accessibilityLabel == title })
    let frame = view.convert(view.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}
