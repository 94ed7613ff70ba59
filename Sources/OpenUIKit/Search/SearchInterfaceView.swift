import Foundation

/// A search controller's view over the searched screen: it takes no touches itself, so
/// the screen stays usable unless the dimming (`obscuresBackgroundDuringPresentation`)
/// or a results controller's view covers it.
final class SearchInterfaceView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
