import Foundation

/// The large content viewer's press and hold: it fails at once unless the text size of
/// its view is an accessibility size, so at other sizes a held control keeps its touch.
final class LargeContentViewerPressRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard view?.traitCollection.preferredContentSizeCategory.isAccessibilityCategory == true else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
