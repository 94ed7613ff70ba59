import Foundation

/// Recognizes a tap on a sheet's grabber: a tap whose touch goes down in the band at the
/// top of the sheet around the grabber (a comfortable 72 points wide and 20 tall, as the
/// bar is only 36 by 5 points). Anywhere else the recognizer fails at once, so the touch is
/// the content's.
@MainActor
final class GrabberTapRecognizer: UITapGestureRecognizer {
    /// The grabber, in the recognizer's view.
    weak var grabber: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let grabber, !grabber.isHidden, let touch = touches.first else {
            state = .failed
            return
        }
        let zone = grabber.frame.insetBy(dx: min(0, (grabber.frame.width - 72) / 2), dy: 0)
        let band = CGRect(x: zone.minX, y: 0, width: zone.width, height: max(20, grabber.frame.maxY + 10))
        guard band.contains(touch.location(in: view)) else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
