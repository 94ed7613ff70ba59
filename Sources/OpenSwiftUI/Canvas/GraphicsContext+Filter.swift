import Foundation

extension GraphicsContext {
    /// An effect applied to everything a context draws after it is added.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case matrix(ColorMatrix)
            case blur(radius: CGFloat, opaque: Bool)
            case shadow(color: Color, radius: CGFloat, offset: CGSize, blendMode: BlendMode, options: ShadowOptions)
            case colorMultiply(Color)
        }

        let kind: Kind

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: options.contains(.opaque)))
        }

        /// A shadow of what is drawn, beneath it (or above it, of the outside, or alone, as
        /// `options` say: `[.invertsAlpha, .shadowAbove]` with `blendMode: .sourceAtop` is an
        /// inner shadow).
        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(
                color: color, radius: radius.isFinite ? max(0, radius) : 0,
                offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0), blendMode: blendMode, options: options))
        }

        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(Float(finite(amount, 0))))) }
        /// Scales contrast around mid-grey.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(Float(finite(amount, 1))))) }
        /// Scales saturation.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(Float(max(0, finite(amount, 1)))))) }
        /// Takes colour out: 1 is fully grey.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturation(Float(1 - min(1, max(0, finite(amount, 0)))))))
        }
        /// Turns hues by an angle.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .matrix(.hueRotation(degrees: Float(finite(angle.degrees, 0))))) }
        /// Inverts colours by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .matrix(.inverting(Float(finite(amount, 0))))) }
        /// Multiplies colours by a colour.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Black whose opacity is the luminance.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }

        private static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
    }

    /// Options for a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Edges stay opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result; accepted, with no effect here.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn over what casts it, not beneath.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow is cast by what is not drawn (the outside), for inner shadows.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// The shadow and what casts it are composited one by one rather than as a group.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options for adding a filter; accepted, with no effect here.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to everything drawn from now on, after the filters added before.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// Draws `body` into an offscreen bitmap of the canvas, runs the filters over it, and
    /// composites the result with this context's opacity and blend mode.
    func drawFiltered(_ body: (CGContext) throws -> Void) rethrows {
        let base = backing.cgContext
        guard let offscreen = try? CGContext.bitmap(width: base.width, height: base.height) else { return }
        offscreen.concatenate(base.ctm)
        try body(offscreen)
        guard var image = offscreen.makeImage() else { return }
        let scale = max(1, base.ctm.maximumScale)
        var shadows: [(image: CGImage, offset: CGSize, blendMode: BlendMode, options: ShadowOptions)] = []
        for filter in filters {
            switch filter.kind {
            case .matrix(let matrix):
                image = image.applyingColorMatrix(matrix)
            case .colorMultiply(let color):
                image = image.applyingColorMatrix(.multiplying(by: color.resolvedColor(in: environment)))
            case .blur(let radius, let opaque):
                image = image.blurred(sigma: min(radius, 2048) * scale, opaque: opaque)
            case .shadow(let color, let radius, let offset, let mode, let options):
                let cgColor = color.resolvedColor(in: environment).cgColor
                let silhouette = image.applyingColorMatrix(
                    options.contains(.invertsAlpha) ? .invertedSilhouette(of: cgColor) : .silhouette(of: cgColor))
                shadows.append((silhouette.blurred(sigma: min(radius, 4096) / 2 * scale, opaque: false), offset, mode, options))
            }
        }
        base.saveGState()
        defer { base.restoreGState() }
        base.setAlpha(CGFloat(opacity.isFinite ? min(1, max(0, opacity)) : 1))
        base.setBlendMode(blendMode.cgBlendMode)
        // The image is in device pixels: draw it with the base space's transform undone.
        let toUser = base.ctm
        base.concatenate(toUser.inverted())
        let pixels = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let grouped = !shadows.contains { $0.options.contains(.disablesGroup) }
        if grouped { base.beginTransparencyLayer(auxiliaryInfo: nil) }
        func drawShadows(above: Bool) {
            for shadow in shadows where shadow.options.contains(.shadowAbove) == above {
                let device = CGSize(width: shadow.offset.width, height: shadow.offset.height).applying(toUser)
                base.saveGState()
                base.setBlendMode(shadow.blendMode.cgBlendMode)
                base.draw(shadow.image, in: pixels.offsetBy(dx: device.width, dy: device.height))
                base.restoreGState()
            }
        }
        drawShadows(above: false)
        if !shadows.contains(where: { $0.options.contains(.shadowOnly) }) { base.draw(image, in: pixels) }
        drawShadows(above: true)
        if grouped { base.endTransparencyLayer() }
    }
}
