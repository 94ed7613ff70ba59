import Foundation
import OpenUIKit

/// Watches the touches on interactive SwiftUI glass (those on its content included) and
/// presses the glass where they land, without claiming them: the buttons and gestures on
/// the glass still get every touch.
final class GlassPressRecognizer: UIGestureRecognizer, GlassTouchObserving {
    private unowned let attachment: GlassAttachment

    init(attachment: GlassAttachment) {
        self.attachment = attachment
        super.init()
        cancelsTouchesInView = false
    }

    private var glassView: GlassEffectView? { view as? GlassEffectView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let glassView, glassView.isInteractive, let touch = touches.first else {
            state = .failed
            return
        }
        attachment.press(at: touch.location(in: glassView))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let glassView, let touch = touches.first else { return }
        attachment.movePress(to: touch.location(in: glassView))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        release()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        release()
    }

    private func release() {
        attachment.press(at: nil)
        state = .failed
    }
}
