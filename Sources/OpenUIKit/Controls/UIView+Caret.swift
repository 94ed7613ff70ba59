import Foundation
import OpenQuartzCore

extension UIView {
    /// Shows the view as a text caret at `frame`: a rounded bar in `color` that fades out and
    /// in on the media clock, restarting solid each time it moves, as iOS's does.
    func showAsCaret(at frame: CGRect, color: UIColor) {
        self.frame = frame
        backgroundColor = color
        layer.cornerRadius = 1
        layer.removeAnimation(forKey: "blink")
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1.0
        blink.toValue = 0.0
        blink.beginTime = CACurrentMediaTime() + 0.5
        blink.duration = 0.5
        blink.autoreverses = true
        blink.repeatCount = .infinity
        blink.fillMode = .backwards
        layer.add(blink, forKey: "blink")
    }
}
