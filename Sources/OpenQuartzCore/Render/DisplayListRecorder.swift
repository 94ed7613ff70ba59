import Foundation
import OpenCoreGraphics

/// A canvas that records the layer renderer's drawing as a display list instead of drawing.
///
/// It keeps the transform (the renderer measures with it) and, for backdrops, the clips and
/// transparency-layer depth; every drawing command notes the device rows it can touch so a
/// band can skip what misses it.
@MainActor
final class DisplayListRecorder: LayerCanvas {
    private(set) var list = DisplayList()
    private var state: State
    private var savedStates: [State] = []
    /// The state each open transparency layer began in, and how many saves there were.
    private var openLayers: [(State, Int)] = []
    private let baseToDevice: CGAffineTransform
    private let height: Int
    private let width: Int

    private struct State {
        var ctm: CGAffineTransform
        var clips: [DisplayList.RecordedClip] = []
        var layerDepth = 0
    }

    /// A recorder for a frame of `width` × `height` device pixels whose user space starts at
    /// `ctm` (the frame context's own transform).
    init(width: Int, height: Int, ctm: CGAffineTransform) {
        self.width = width
        self.height = height
        self.baseToDevice = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.state = State(ctm: ctm)
    }

    var ctm: CGAffineTransform { state.ctm }
    var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm.concatenating(baseToDevice) }
    var visibleBounds: CGRect {
        CGRect(x: 0, y: 0, width: width, height: height).applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    func saveGState() {
        savedStates.append(state)
        list.commands.append(.saveGState)
    }

    func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        list.commands.append(.restoreGState)
    }

    func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        list.commands.append(.concatenate(transform))
    }

    func clip(to path: CGPath) {
        state.clips.append(.path(path, ctm: state.ctm))
        list.commands.append(.clip(path))
    }

    func clipToEnclosingPixels(of rect: CGRect) {
        state.clips.append(.enclosingPixels(rect.applying(state.ctm)))
        list.commands.append(.clipToEnclosingPixels(rect))
    }

    func clear(_ rect: CGRect) {
        list.commands.append(.clear(rect, rows: deviceRows(of: rect)))
    }

    func setAlpha(_ alpha: CGFloat) { list.commands.append(.setAlpha(alpha)) }
    func setBlendMode(_ mode: CGBlendMode) { list.commands.append(.setBlendMode(mode)) }

    func beginTransparencyLayer() {
        // As in a context: a layer keeps the transform and clip, and its end brings back the
        // state it began in, dropping saves made inside it.
        openLayers.append((state, savedStates.count))
        state.layerDepth += 1
        list.commands.append(.beginTransparencyLayer)
    }

    func endTransparencyLayer() {
        guard let (begun, savedCount) = openLayers.popLast() else { return }
        savedStates.removeLast(max(0, savedStates.count - savedCount))
        state = begun
        list.commands.append(.endTransparencyLayer)
    }

    func fill(_ path: CGPath, color: CGColor, rule: CGPathFillRule) {
        list.commands.append(.fill(path, color, rule, rows: deviceRows(of: path.boundingBoxOfPath)))
    }

    func drawFlipped(_ image: CGImage, in rect: CGRect, sampling: ImageSampling) {
        list.commands.append(.image(image, rect, sampling, rows: deviceRows(of: rect)))
    }

    func renderBackdrop(_ backdrop: any CABackdropRendering, for layer: CALayer, shown: LayerPresentation) -> CABackdropRenderOutcome? {
        list.commands.append(.backdrop(list.backdrops.count))
        list.backdrops.append(DisplayList.RecordedBackdrop(
            renderer: backdrop, layer: layer, shown: shown, ctm: state.ctm, clips: state.clips, layerDepth: state.layerDepth))
        return nil
    }

    /// The device rows `rect` (user space) can touch, a row wider each way for filtering
    /// and anti-aliasing; every row when it is not finite.
    private func deviceRows(of rect: CGRect) -> Range<Int> {
        let device = rect.applying(userSpaceToDeviceSpaceTransform)
        guard !device.isNull, device.minY.isFinite, device.maxY.isFinite else { return 0..<height }
        let top = max(0, min(CGFloat(height), device.minY.rounded(.down) - 1))
        let bottom = max(top, min(CGFloat(height), device.maxY.rounded(.up) + 1))
        return Int(top)..<Int(bottom)
    }
}
