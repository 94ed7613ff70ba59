import Foundation
import OpenCoreGraphics

/// What one desktop window (or a headless run) shows of a scene: its base window's frame
/// with the scene's other visible windows over it, each drawing what lies beneath it as
/// its underlay so its glass frosts the windows below, kept up to date by damage.
///
/// Hosts own one each; the base window's own frame is brought up to date by the host
/// first, and ``update(baseDamage:whole:)`` takes it from there.
@MainActor
final class SceneComposite {
    let base: UIWindow
    /// The windows shown over the base now, lowest first.
    private(set) var overlays: [UIWindow] = []
    /// Where they were last shown, to notice windows that came, went or moved.
    private var placements: [(window: ObjectIdentifier, frame: CGRect)] = []
    /// The composite's pixels (the base's size) while there are overlays.
    private(set) var pixels: [UInt32] = []

    init(base: UIWindow) {
        self.base = base
    }

    /// Takes in the windows the scene shows over the base now, at the base's scale.
    /// Returns the ones that joined and left, and where windows came, went or moved (in the
    /// base's points; `nil`: nowhere).
    func refreshOverlays() -> (joined: [UIWindow], left: [UIWindow], damage: CGRect?) {
        let current = SceneWindowStack(around: base).overlays(above: base)
        var damage: CGRect?
        func add(_ frame: CGRect) {
            let rect = frame.offsetBy(dx: -base.frame.minX, dy: -base.frame.minY)
            damage = damage.map { $0.union(rect) } ?? rect
        }
        let placed = current.map { (window: ObjectIdentifier($0), frame: $0.frame) }
        if !placed.elementsEqual(placements, by: { $0.window == $1.window && $0.frame == $1.frame }) {
            for shown in placements { add(shown.frame) }
            for overlay in current { add(overlay.frame) }
        }
        let left = overlays.filter { overlay in !current.contains { $0 === overlay } }
        let joined = current.filter { overlay in !overlays.contains { $0 === overlay } }
        for overlay in left { overlay.setFrameUnderlay(nil, changed: overlay.bounds) }
        for overlay in current where overlay.screen.scale != base.screen.scale { overlay.screen = base.screen }
        overlays = current
        placements = placed
        if current.isEmpty { pixels = [] }
        return (joined, left, damage)
    }

    /// Renders the overlays over the base's frame (already up to date; `baseDamage` is what
    /// changed of it and of the overlays' places) and composites them. Returns what changed
    /// of the composite, in the base's points.
    func update(baseDamage: CGRect?, whole: Bool) -> CGRect? {
        guard !overlays.isEmpty else { return baseDamage }
        return SceneWindowStack.updateComposite(overlays, over: base, damage: baseDamage, whole: whole, into: &pixels)
    }

    /// The composite as it stands (the base's frame alone without overlays).
    var image: UIImage {
        guard !overlays.isEmpty, let size = base.withFramePixels({ (width: $0.width, height: $0.height) }),
              let image = SceneWindowStack.image(of: pixels, width: size.width, height: size.height)
        else { return base.renderedImage() }
        return UIImage(cgImage: image, scale: base.screen.scale)
    }
}
