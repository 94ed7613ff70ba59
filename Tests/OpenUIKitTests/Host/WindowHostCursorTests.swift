import Foundation
import OpenUIKitHost
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// The desktop cursor follows what the pointer is over.
@MainActor
@Suite struct WindowHostCursorTests {
    private final class BeamDelegate: NSObject, UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(shape: .verticalBeam(length: 20))
        }
    }

    @Test func textGetsTheBeamControlsTheHandAndTheRestTheArrow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 110, y: 0, width: 80, height: 40)
        let beamView = UIView(frame: CGRect(x: 200, y: 0, width: 80, height: 40))
        let delegate = BeamDelegate()
        beamView.addInteraction(UIPointerInteraction(delegate: delegate))
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 0, y: 50, width: 80, height: 40)
        disabled.isEnabled = false
        for view in [field, button, beamView, disabled] { window.addSubview(view) }
        window.makeKeyAndVisible()
        let surface = RecordingSurface(width: 600, height: 200)
        let host = WindowHost(window: window, surface: surface)
        host.presentFrame()
        func hover(_ x: Int, _ y: Int) {
            surface.events = [.hover(x: x * 2, y: y * 2)]
            host.processEvents()
        }
        hover(50, 20)
        hover(150, 20)
        hover(150, 30)
        hover(240, 20)
        hover(20, 70)
        hover(250, 80)
        #expect(surface.cursors == [.text, .pointingHand, .text, .arrow], "unchanged cursors are not sent again")
        _ = delegate
    }
}
