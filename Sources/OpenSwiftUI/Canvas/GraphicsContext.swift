import Foundation

/// What a ``Canvas`` draws with: paths filled and stroked with shadings, text, images and
/// layers, under a transform, clips, an opacity, a blend mode and filters.
///
/// A context is a value: a copy keeps the state it was made with, so changing the copy's
/// transform or clip does not change the original's.
///
/// ```swift
/// Canvas { context, size in
///     var ring = context
///     ring.translateBy(x: size.width / 2, y: size.height / 2)
///     ring.stroke(Path(ellipseIn: CGRect(x: -40, y: -40, width: 80, height: 80)), with: .color(.blue), lineWidth: 6)
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// Differences from SwiftUI: symbols (`resolveSymbol(id:)`) are not there.
@MainActor
public struct GraphicsContext {
    private let ownBacking: Backing
    /// Where a layer's or filter's copy draws instead.
    private var backingOverride: Backing?
    var backing: Backing { backingOverride ?? ownBacking }
    /// Clips in the canvas's base space, applied in order.
    var clips: [(path: CGPath, rule: CGPathFillRule, inverse: Bool)] = []
    /// Filters applied to everything drawn, in order.
    var filters: [Filter] = []
    /// The canvas's symbols by tag (``resolveSymbol(id:)``).
    var symbols: [AnyHashable: ResolvedSymbol] = [:]

    /// The opacity drawing applies, 0…1.
    public var opacity: Double = 1
    /// How drawing combines with what is already there.
    public var blendMode: BlendMode = .normal
    /// The transform from user space to the canvas's space.
    public var transform: CGAffineTransform = .identity

    /// The canvas's environment (colour scheme, fonts…).
    public var environment: EnvironmentValues { backing.environment }

    /// What a context draws into, shared by its copies.
    final class Backing {
        let cgContext: CGContext
        let environment: EnvironmentValues
        /// The canvas's size in points.
        let size: CGSize

        init(cgContext: CGContext, environment: EnvironmentValues, size: CGSize) {
            self.cgContext = cgContext
            self.environment = environment
            self.size = size
        }
    }

    init(cgContext: CGContext, environment: EnvironmentValues, size: CGSize) {
        ownBacking = Backing(cgContext: cgContext, environment: environment, size: size)
    }

    // MARK: Transform

    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Moves user space's origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Turns user space clockwise.
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Applies a transform before the current one. A transform that is not finite is ignored.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return }
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for a clip.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits drawing to the inside (or, with `.inverse`, the outside) of a path.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let base = CGMutablePath()
        base.addPath(path.cgPath, transform: transform)
        clips.append((base, style.isEOFilled ? .evenOdd : .winding, options.contains(.inverse)))
    }

    /// The bounding rectangle of the clip, in user space.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: backing.size)
        for clip in clips where !clip.inverse { rect = rect.intersection(clip.path.boundingBoxOfPath) }
        guard !rect.isNull else { return .zero }
        return rect.applying(transform.inverted())
    }

    // MARK: Drawing

    /// Fills a path with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule: CGPathFillRule = style.isEOFilled ? .evenOdd : .winding
        draw { context in
            context.setShouldAntialias(style.isAntialiased)
            shading.fill(path.cgPath, rule: rule, in: context, environment: environment)
        }
    }

    /// Strokes a path's outline with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = style.outline(of: path.cgPath)
        draw { context in shading.fill(outline, rule: .winding, in: context, environment: environment) }
    }

    /// Strokes a path's outline with a shading and a line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws into a layer of its own, composited with this context's opacity, blend mode
    /// and filters when `content` is done.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        try composite { target in
            var layer = self
            layer.filters = []
            layer.opacity = 1
            layer.blendMode = .normal
            layer.retarget(to: target)
            try content(&layer)
        }
    }

    /// Runs `content` with the Core Graphics context, its state set to this context's.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try draw(content)
    }

    /// Runs `body` with the base context set up for this context's state: clips, opacity,
    /// blend mode and transform; through the filters when there are any.
    func draw(_ body: (CGContext) throws -> Void) rethrows {
        guard filters.isEmpty else {
            try drawFiltered { offscreen in
                offscreen.saveGState()
                defer { offscreen.restoreGState() }
                applyClips(to: offscreen)
                offscreen.concatenate(transform)
                try body(offscreen)
            }
            return
        }
        try withBaseState { base in
            base.concatenate(transform)
            try body(base)
        }
    }

    /// Runs `body` with the base context clipped and compositing as this context does.
    private func withBaseState(_ body: (CGContext) throws -> Void) rethrows {
        let base = backing.cgContext
        base.saveGState()
        defer { base.restoreGState() }
        applyClips(to: base)
        applyCompositing(to: base)
        try body(base)
    }

    /// Runs `body` drawing into a group composited as this context composites: a
    /// transparency layer, or the filters' offscreen image.
    private func composite(_ body: (CGContext) throws -> Void) rethrows {
        guard filters.isEmpty else {
            try drawFiltered(body)
            return
        }
        try withBaseState { base in
            base.beginTransparencyLayer(auxiliaryInfo: nil)
            defer { base.endTransparencyLayer() }
            try body(base)
        }
    }

    /// This context drawing into `target` (a layer or an offscreen bitmap of the canvas).
    mutating func retarget(to target: CGContext) {
        guard target !== backing.cgContext else { return }
        let retargeted = GraphicsContext(cgContext: target, environment: backing.environment, size: backing.size)
        var copy = self
        copy.backingOverride = retargeted.backing
        self = copy
    }

    private func applyClips(to context: CGContext) {
        for clip in clips {
            if clip.inverse {
                let outside = CGMutablePath()
                outside.addRect(CGRect(origin: .zero, size: backing.size).insetBy(dx: -1, dy: -1))
                outside.addPath(clip.path)
                context.addPath(outside)
                context.clip(using: .evenOdd)
            } else {
                context.addPath(clip.path)
                context.clip(using: clip.rule)
            }
        }
    }

    private func applyCompositing(to context: CGContext) {
        context.setAlpha(CGFloat(opacity.isFinite ? min(1, max(0, opacity)) : 1))
        context.setBlendMode(blendMode.cgBlendMode)
    }
}
