import Foundation

extension UISlider {
    /// iOS 26's track options: tick marks the value can snap to, a neutral value the fill
    /// grows from, and the part of the track the thumb may reach.
    ///
    /// ```swift
    /// slider.trackConfiguration = UISlider.TrackConfiguration(neutralValue: 0.5, numberOfTicks: 5)
    /// ```
    ///
    /// Positions, `neutralValue` and `enabledRange` are fractions of the slider's range
    /// (0 at `minimumValue`, 1 at `maximumValue`). Differs from UIKit: tick titles and images
    /// are kept but not drawn.
    public struct TrackConfiguration: Hashable {
        /// A mark on the track.
        public struct Tick: Hashable {
            /// Where the tick is, as a fraction of the track.
            public let position: Float
            public var title: String?
            public var image: UIImage?

            public init(position: Float, title: String? = nil, image: UIImage? = nil) {
                self.position = position.isFinite ? min(max(position, 0), 1) : 0
                self.title = title
                self.image = image
            }
        }

        /// Whether the value can only rest on a tick.
        public var allowsTickValuesOnly: Bool
        /// Where the filled part of the track starts, as a fraction of the track.
        public var neutralValue: Float
        /// The part of the track the thumb may reach.
        public var enabledRange: ClosedRange<Float>
        /// The tick marks, in order along the track.
        public let ticks: [Tick]

        /// A configuration with `numberOfTicks` evenly spaced ticks from end to end.
        public init(allowsTickValuesOnly: Bool = true, neutralValue: Float = 0, enabledRange: ClosedRange<Float> = 0...1, numberOfTicks: Int) {
            let count = min(max(numberOfTicks, 0), 1_000)
            let ticks = count == 1 ? [Tick(position: 0.5)]
                : (0..<count).map { Tick(position: Float($0) / Float(max(1, count - 1))) }
            self.init(allowsTickValuesOnly: allowsTickValuesOnly, neutralValue: neutralValue, enabledRange: enabledRange, ticks: ticks)
        }

        /// A configuration with the given ticks.
        public init(allowsTickValuesOnly: Bool = true, neutralValue: Float = 0, enabledRange: ClosedRange<Float> = 0...1, ticks: [Tick]) {
            self.allowsTickValuesOnly = allowsTickValuesOnly
            self.neutralValue = neutralValue.isFinite ? min(max(neutralValue, 0), 1) : 0
            let lower = enabledRange.lowerBound.isFinite ? min(max(enabledRange.lowerBound, 0), 1) : 0
            let upper = enabledRange.upperBound.isFinite ? min(max(enabledRange.upperBound, lower), 1) : 1
            self.enabledRange = lower...upper
            self.ticks = ticks.sorted { $0.position < $1.position }
        }

        /// `fraction` kept in the enabled range and, with `allowsTickValuesOnly`, moved to
        /// the nearest tick in it.
        func allowedFraction(_ fraction: Float) -> Float {
            let inRange = min(max(fraction, enabledRange.lowerBound), enabledRange.upperBound)
            guard allowsTickValuesOnly else { return inRange }
            let reachable = ticks.map(\.position).filter { enabledRange.contains($0) }
            return reachable.min { abs($0 - inRange) < abs($1 - inRange) } ?? inRange
        }

        /// The next reachable tick after (`direction` 1) or before (-1) `fraction`.
        func neighbouringTick(of fraction: Float, direction: Int) -> Float? {
            let reachable = ticks.map(\.position).filter { enabledRange.contains($0) }
            return direction > 0 ? reachable.first { $0 > fraction + 1e-6 } : reachable.last { $0 < fraction - 1e-6 }
        }
    }
}
