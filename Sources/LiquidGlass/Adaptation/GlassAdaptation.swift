import Foundation

/// The light/dark decision of small regular glass from the luminance behind it.
///
/// The luminance is smoothed over about 120 ms, and the look flips at ``threshold`` (0.25)
/// with ±0.05 of hysteresis, so content hovering around the threshold never makes glass
/// flicker. As in Apple's renders, glass stays light over light *and* mid-luminance colours
/// (saturated reds and blues have a luma near 0.45) and turns dark only over dark content.
///
/// ```swift
/// var adaptation = GlassAdaptation()
/// adaptation.update(luminance: 0.9, elapsed: 1 / 60)   // .light
/// adaptation.update(luminance: 0.4, elapsed: 1 / 60)   // still .light: a red or blue backdrop
/// adaptation.update(luminance: 0.05, elapsed: 1)       // .dark
/// ```
public struct GlassAdaptation: Hashable, Sendable {
    /// The current look, `nil` before the first measurement.
    public private(set) var appearance: GlassAppearance?
    /// The smoothed luminance, 0…1.
    public private(set) var smoothedLuminance: Float?
    /// The last measurement folded in, 0…1.
    public private(set) var measuredLuminance: Float?

    /// Whether the smoothed luminance has caught up with the backdrop: until it has, the
    /// look may still change with no change in the backdrop, so glass asks for frames.
    public var isSettled: Bool {
        guard let smoothedLuminance, let measuredLuminance else { return true }
        return abs(smoothedLuminance - measuredLuminance) < Self.settledDistance
    }

    /// How close the smoothed luminance must come to the measurement to count as settled.
    public static let settledDistance: Float = 0.01

    /// Seconds over which luminance changes are smoothed (time constant).
    public static let smoothingTime: Double = 0.12
    /// The luma (Rec. 709 weights on sRGB-encoded values) where the look flips.
    public static let threshold: Float = 0.25
    /// Distance from ``threshold`` the smoothed luminance must pass to flip the look.
    public static let hysteresis: Float = 0.05

    /// An adaptation that has seen no backdrop yet.
    public init() {}

    /// Folds in a new measurement taken `elapsed` seconds after the previous one and returns
    /// the look. The first measurement is taken as it is; non-finite input is ignored.
    @discardableResult
    public mutating func update(luminance: Float, elapsed: Double) -> GlassAppearance {
        guard luminance.isFinite else { return appearance ?? .light }
        let measured = min(1, max(0, luminance))
        measuredLuminance = measured
        let smoothed: Float
        if let previous = smoothedLuminance {
            let dt = elapsed.isFinite ? max(0, elapsed) : 0
            let t = Float(1 - exp(-dt / Self.smoothingTime))
            smoothed = previous + (measured - previous) * t
        } else {
            smoothed = measured
        }
        smoothedLuminance = smoothed
        switch appearance {
        case .light?: if smoothed < Self.threshold - Self.hysteresis { appearance = .dark }
        case .dark?: if smoothed > Self.threshold + Self.hysteresis { appearance = .light }
        case nil: appearance = smoothed >= Self.threshold ? .light : .dark
        }
        return appearance!
    }

    /// Whether glass this size flips its look (bars, buttons) or only adapts (menus, sheets):
    /// shapes whose shorter side is at most 100 pt flip.
    public static func flips(shapeSize size: CGSize) -> Bool {
        min(size.width, size.height) <= 100
    }
}
